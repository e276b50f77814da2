"""Every rule ID of LA_STRADA.md; each needs a test through play."""

L_RULE_IDS: tuple[str, ...] = (
    *(f"L-SETUP-{i}" for i in range(1, 8)),
    *(f"L-TURN-{i}" for i in range(1, 6)),
    *(f"L-ROUTE-{i}" for i in range(1, 13)),
    *(f"L-END-{i}" for i in range(1, 4)),
    *(f"L-SCORE-{i}" for i in range(1, 5)),
    *(f"L-TWO-{i}" for i in range(1, 7)),
    *(f"L-BOARD-{i}" for i in range(1, 8)),
    "L-SCENARIO",
)
