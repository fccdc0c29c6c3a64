"""The Characters area: the library, sheets and their forms."""
