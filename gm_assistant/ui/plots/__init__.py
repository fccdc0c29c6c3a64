"""pyqtgraph widgets fed by core odds: curves and stacked outcome bands."""
