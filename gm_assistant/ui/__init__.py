"""Qt user interface (PySide6 + pyqtgraph); may import gm_assistant.core, never the reverse."""
