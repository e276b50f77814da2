"""The tile language grammar, shipped inside the package as burgundy.grammars."""
