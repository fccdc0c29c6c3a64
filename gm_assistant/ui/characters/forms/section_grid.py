"""The fields of one sheet section in a grid of one or two columns, the number of columns
chosen by the width the form has.

Two columns of compact fields (a label and a combo box, twice) need more width than a
form beside the library has at a larger text size: the form then scrolled sideways and
its right column was cut at the edge ("steady hand (S, +2)", a section's note). A
`SectionGrid` places its fields again in one column when two would not fit the width
given (`fit`), and in two again when they do.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGridLayout, QWidget

__all__ = ["SectionGrid"]


@dataclass(frozen=True)
class _Field:
    title: QWidget
    row: QWidget
    wide: bool
    """The field takes a whole line (a long text, a list, a track)."""
    listed: bool
    """A list: its title above its table, both across the whole line."""


class SectionGrid:
    """The fields of a section in `grid`, in two columns when `two_columns` and they fit
    the width `fit` is given, else in one."""

    def __init__(self, grid: QGridLayout, holder: QWidget, two_columns: bool) -> None:
        self.grid = grid
        self.holder = holder
        """The widget whose minimum width the grid's columns make (its section's box)."""
        self.two_columns = two_columns
        self.columns = 0
        """The number of columns the fields are in now (0 before `place`)."""
        self._fields: list[_Field] = []

    def add(self, title: QWidget, row: QWidget, wide: bool, listed: bool) -> None:
        """One more field, after the others (`place` puts it in the grid)."""
        self._fields.append(_Field(title, row, wide, listed))

    def place(self, columns: int) -> None:
        """Put the fields in `columns` columns (1 or 2), in their order, row by row; a
        wide field starts a line of its own."""
        grid = self.grid
        # Removed by widget: the layout deletes its items at once. Items taken out
        # (`takeAt`) are deleted later, by Python, and a widget's item deleted after its
        # new one was made leaves the new one's cached sizes stale (a title that wraps
        # onto two lines at a larger text size kept a row of one).
        for field in self._fields:
            grid.removeWidget(field.title)
            grid.removeWidget(field.row)
        for column in range(4):
            grid.setColumnStretch(column, 0)
        row = column = 0
        for field in self._fields:
            if field.wide:
                if column:
                    row, column = row + 1, 0
                if field.listed:
                    grid.addWidget(field.title, row, 0, 1, 2 * columns)
                    grid.addWidget(field.row, row + 1, 0, 1, 2 * columns)
                    row += 2
                else:
                    grid.addWidget(field.title, row, 0, Qt.AlignmentFlag.AlignTop)
                    grid.addWidget(field.row, row, 1, 1, 2 * columns - 1)
                    row += 1
                continue
            grid.addWidget(field.title, row, 2 * column)
            grid.addWidget(field.row, row, 2 * column + 1)
            column += 1
            if column == columns:
                row, column = row + 1, 0
        for index in range(columns):
            grid.setColumnStretch(2 * index + 1, 1)
        self.columns = columns

    def fit(self, width: int, widen: bool = True) -> int:
        """Two columns if the section may have them and they fit in `width`, else one
        (one column stays one unless `widen`); returns the number of columns chosen."""
        if not self.two_columns:
            if self.columns != 1:
                self.place(1)
            return 1
        if self.columns != 2:
            if not widen:
                return self.columns
            self.place(2)
        if self._needs() > width:
            self.place(1)
        return self.columns

    def _needs(self) -> int:
        """The least width of the holder with the fields as placed now (its layout works
        it out again from the placing; nothing is laid out here)."""
        return self.holder.minimumSizeHint().width()
