"""Characters being edited: open sheets, their undoable edits and their autosave."""
