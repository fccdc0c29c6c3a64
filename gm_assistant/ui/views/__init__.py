"""The main window's work areas: charts, odds, characters and the table."""
