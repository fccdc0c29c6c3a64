"""Qt item models: thin QAbstractTableModel adapters over core objects."""
