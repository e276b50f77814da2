"""The standard tile files, shipped inside the package as burgundy.tiles."""
