"""La Strada's rules as pure functions of the state: set-up, routes, the turn flow, scoring,
and what makes an action illegal."""
