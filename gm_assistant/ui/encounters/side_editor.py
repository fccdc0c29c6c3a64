"""SideEditor: one side of an encounter (the party or the opposition) and its policy.

A table of the side's lines (a character or an NPC template, how many, what the encounter
overrides), buttons to add a character from the library or a fresh NPC from a template,
+1 and -1 on a line's count, remove; and the side's choices in the fight. Every change is
asked of the owner through `changed` with the new list of members, so the owner can put it
on its undo stack.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from gm_assistant.core.conflict.encounter import MAX_MEMBERS, EncounterMember, SidePolicy
from gm_assistant.core.rules.conflict_model import ConflictPolicies
from gm_assistant.ui.common.kind_text import template_text
from gm_assistant.ui.common.whole_text import keep_choices_whole
from gm_assistant.ui.common.wrapped_rows import WrappedRows

__all__ = ["SideEditor"]

# The policies' choices (shown translated); Kill and Skill Damage are Riskbreaker's terms.
TARGETS = {"weakest": str(QT_TRANSLATE_NOOP("SideEditor", "the weakest first")),
           "strongest": str(QT_TRANSLATE_NOOP("SideEditor", "the strongest first")),
           "spread": str(QT_TRANSLATE_NOOP("SideEditor", "spread attacks"))}
SPENDS = {"always": str(QT_TRANSLATE_NOOP("SideEditor", "spend when it helps")),
          "never": str(QT_TRANSLATE_NOOP("SideEditor", "never spend"))}
MANEUVERS = {"kill": str(QT_TRANSLATE_NOOP("SideEditor", "Kill Damage")),
             "skill": str(QT_TRANSLATE_NOOP("SideEditor", "Skill Damage"))}
BROKE = {"gain": str(QT_TRANSLATE_NOOP("SideEditor", "broke: gain Advantage")),
         "decrease": str(QT_TRANSLATE_NOOP("SideEditor", "broke: decrease theirs"))}
SHARES = {"spill": str(QT_TRANSLATE_NOOP("SideEditor", "damage spills to the next")),
          "one": str(QT_TRANSLATE_NOOP("SideEditor", "damage on one target"))}
TEAMS = {"alone": str(QT_TRANSLATE_NOOP("SideEditor", "each attacks alone")),
         "together": str(QT_TRANSLATE_NOOP("SideEditor", "combine forces"))}
OPENINGS = {"open": str(QT_TRANSLATE_NOOP("SideEditor", "opening: an open attack")),
            "ambush": str(QT_TRANSLATE_NOOP("SideEditor", "opening: caught in an ambush"))}
TURNS = {"each_round": str(QT_TRANSLATE_NOOP("SideEditor", "turn order: every round")),
         "fixed": str(QT_TRANSLATE_NOOP("SideEditor", "turn order: fixed for the fight"))}
LIMITS = {"survive": str(QT_TRANSLATE_NOOP("SideEditor", "limits: live through that many")),
          "reach": str(QT_TRANSLATE_NOOP("SideEditor", "limits: out on reaching them"))}
_LABEL = Qt.ItemDataRole.UserRole + 1
"""A template entry's own label (the entry shows it with its kind)."""

translate = QCoreApplication.translate


def _fill(combo: QComboBox, choices: list[tuple[str, str]]) -> None:
    """`combo` holding exactly `choices` (text, data), in order."""
    combo.clear()
    for text, data in choices:
        combo.addItem(text, data)


def _absorb_text(absorb: str, first_absorber: str | None) -> str:
    """How an absorb policy reads: any way, or only the cheapest absorber (by its label
    when the harm rules give one)."""
    if absorb == "all":
        return translate("SideEditor", "hits: any way they can")
    if first_absorber:
        return translate("SideEditor", "hits: {absorber} only").format(absorber=first_absorber)
    return translate("SideEditor", "hits: the first absorber only")


class SideEditor(QGroupBox):
    """Edits one side's members and policy.

    Signals:
        members_changed(list): the side's new members (EncounterMember list).
        policy_changed(object): the side's new SidePolicy.
        settings_requested(int): edit what this line sets for the fight (its row).
    """

    members_changed = Signal(list)
    policy_changed = Signal(object)
    settings_requested = Signal(int)

    def __init__(self, title: str, parent: QWidget | None = None, *,
                 prefer_npcs: bool = False, opens: bool = False) -> None:
        super().__init__(title, parent)
        self.prefer_npcs = prefer_npcs
        self.opens = opens
        """The side whose opening and turn order policies the rules read (the party: it
        rolls the order test, and one order serves both sides); the other side does not
        offer them."""
        self.members: list[EncounterMember] = []
        self.policy = SidePolicy()
        self.names: dict[str, str] = {}
        """Character file name -> character name, for the table."""
        self.labels: dict[str, str] = {}
        """The conflict's stat and pool names -> their labels, for what a line sets."""
        self.table = QTableWidget(0, 3, self)
        self.contest = False
        """Whether the conflict is a contest (its own words; no choice of targets)."""
        self.table.verticalHeader().setVisible(False)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.table.horizontalHeader().setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        # A long name or many settings wrap onto more lines, never elided.
        self.rows = WrappedRows(self.table)
        self.table.setMinimumHeight(90)
        self.table.setMaximumHeight(170)
        self.characters = QComboBox(self)
        self.characters.setObjectName("character_combo")
        self.characters.setMinimumContentsLength(14)
        self.characters.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.add_character = QPushButton(translate("SideEditor", "Add"), self)
        self.add_character.setToolTip(translate(
            "SideEditor", "Add this character from the library or the samples"))
        self.add_character.clicked.connect(self._on_add_character_clicked)
        self.templates = QComboBox(self)
        self.templates.setObjectName("template_combo")
        self.add_template = QPushButton(translate("SideEditor", "Add new"), self)
        self.add_template.setToolTip(translate("SideEditor",
                                               "Add a fresh NPC or mook of this template"))
        self.add_template.clicked.connect(self._on_add_template_clicked)
        self.more = QPushButton("+1", self)
        self.more.setToolTip(translate("SideEditor", "One more of the selected line"))
        self.more.clicked.connect(lambda: self.change_count(+1))
        self.fewer = QPushButton("−1", self)
        self.fewer.setToolTip(translate("SideEditor", "One fewer of the selected line"))
        self.fewer.clicked.connect(lambda: self.change_count(-1))
        self.remove = QPushButton(translate("SideEditor", "Remove"), self)
        self.remove.clicked.connect(self._on_remove_clicked)
        self.settings = QPushButton(self)
        self.settings.clicked.connect(self._on_settings_clicked)
        self.table.cellDoubleClicked.connect(
            lambda row, _column: self.settings_requested.emit(row))
        self.target = self._policy_combo("target_combo")
        self.spend = self._policy_combo("spend_combo")
        self.maneuver = self._policy_combo("maneuver_combo")
        self.broke = self._policy_combo("broke_combo")
        self.team = self._policy_combo("team_combo", translate(
            "SideEditor", "Combine forces: fighters of this side who act one after the other "
            "attack one target together (easier for each, but every one of them must "
            "succeed)"))
        self.absorb = self._policy_combo("absorb_combo", translate(
            "SideEditor", "How this side's fighters take a hit: the cheapest way the harm "
            "rules allow, or only with the first, cheapest kind (out rather than worse)"))
        self.opening = self._policy_combo("opening_combo", translate(
            "SideEditor", "How the fight opens for this side: an open attack, or caught in "
            "an ambush (the rules say which test decides who acts first)"))
        self.turns = self._policy_combo("turns_combo", translate(
            "SideEditor", "How the turn order is read: worked out again every round from "
            "the fighters as they stand, ties as the rules break them and the rest by the "
            "dice, or one order for the whole fight (see How the rules are read)"))
        self.limit = self._policy_combo("limit_combo", translate(
            "SideEditor", "How this side's fighters who take harm without a roll read their "
            "limit: they live through that many and the next takes them out, or the one "
            "that reaches it does (see How the rules are read)"))
        self.share = self._policy_combo("share_combo", translate(
            "SideEditor", "Where damage its target cannot take goes: on to the next "
            "opponent this side targets, or lost"))
        self.sharing = False
        """Whether the conflict offers a choice of sharing damage (else the encounter's
        own choice is kept as it is)."""
        self.risk = QSpinBox(self)
        self.risk.setObjectName("risk_spin")
        self.risk.setPrefix(translate("SideEditor", "Risk "))
        self.risk.valueChanged.connect(self._on_policy_edited)
        self._updating = False

        # A character and a template on rows of their own: side by side, at text size
        # 1.25 the two choices did not fit and both were cut.
        adding = QHBoxLayout()
        adding.addWidget(self.characters, 1)
        adding.addWidget(self.add_character)
        creating = QHBoxLayout()
        creating.addWidget(self.templates, 1)
        creating.addWidget(self.add_template)
        counting = QHBoxLayout()
        for button in (self.more, self.fewer, self.remove, self.settings):
            counting.addWidget(button)
        counting.addStretch(1)
        # As wide as their longest choice, which the editing column then makes room for
        # (a layout shrinks a combo box to a few letters otherwise), at any text size.
        keep_choices_whole(self.templates, self.target, self.spend, self.maneuver,
                           self.broke, self.team, self.absorb, self.opening, self.turns,
                           self.limit, self.share)
        # At most three choices a row, each as wide as its longest entry: longer rows
        # made the editing column so wide at text size 1.25 that the forecast was cut.
        policy = QHBoxLayout()
        self.target_label = QLabel(translate("SideEditor", "Targets:"), self)
        policy.addWidget(self.target_label)
        policy.addWidget(self.target)
        policy.addWidget(self.spend)
        policy.addStretch(1)
        teaming = QHBoxLayout()
        teaming.addWidget(self.team)
        teaming.addWidget(self.absorb)
        teaming.addStretch(1)
        risking = QHBoxLayout()
        risking.addWidget(self.risk)
        risking.addWidget(self.maneuver)
        risking.addWidget(self.broke)
        risking.addStretch(1)
        ending = QHBoxLayout()
        ending.addWidget(self.opening)
        ending.addWidget(self.turns)
        ending.addWidget(self.limit)
        ending.addWidget(self.share)
        ending.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addLayout(counting)
        layout.addLayout(adding)
        layout.addLayout(creating)
        layout.addLayout(policy)
        layout.addLayout(teaming)
        layout.addLayout(risking)
        layout.addLayout(ending)
        self._word_kind()

    # -- filling ------------------------------------------------------------------------
    def _word_kind(self) -> None:
        """The line settings' column and button worded for a fight or a contest."""
        if self.contest:
            set_for = translate("SideEditor", "Set for this contest")
            button = translate("SideEditor", "Set for this contest…")
            tip = translate("SideEditor", "Values of the selected line for this contest only "
                            "(a skill, its luck); double-click a line does the same")
        else:
            set_for = translate("SideEditor", "Set for this fight")
            button = translate("SideEditor", "Set for this fight…")
            tip = translate("SideEditor", "Values of the selected line for this fight only "
                            "(a weapon, a skill, the area it stands in, its luck); "
                            "double-click a line does the same")
        self.table.setHorizontalHeaderLabels([translate("SideEditor", "Who"),
                                              translate("SideEditor", "How many"), set_for])
        self.settings.setText(button)
        self.settings.setToolTip(tip)

    def _policy_combo(self, name: str, tip: str = "") -> QComboBox:
        """A choice of the side's policy: named `name`, explained by `tip`; a change is
        the side's policy edited."""
        combo = QComboBox(self)
        combo.setObjectName(name)
        if tip:
            combo.setToolTip(tip)
        combo.currentIndexChanged.connect(self._on_policy_edited)
        return combo

    def set_choices(self, characters: list[tuple[str, str]],
                    templates: Sequence[tuple[str, str, str]],
                    policies: ConflictPolicies | None, risk: bool, spend: bool = True,
                    first_absorber: str | None = None, *, contest: bool = False) -> None:
        """What can be added ((file name, label) and (template id, label, kind)) and which
        policies the conflict offers (Risk and spending only where its rules have them;
        `first_absorber`, the label of the harm rules' cheapest absorber; `contest`: the
        conflict is a contest, where each side's best acts alone against the other's, so
        no choice of targets)."""
        self._updating = True
        self.contest = contest
        self._word_kind()
        self._set_addable(characters, templates)
        self._set_policies(policies or ConflictPolicies(), risk, spend, first_absorber)
        self._updating = False
        self.add_character.setEnabled(bool(characters))
        self.add_template.setEnabled(bool(templates))

    def _set_addable(self, characters: list[tuple[str, str]],
                     templates: Sequence[tuple[str, str, str]]) -> None:
        """The library characters and the templates the side can add (the opposition
        starts at the first NPC or mook template)."""
        self.characters.clear()
        for stem, label in characters:
            self.characters.addItem(label, stem)
        self.templates.clear()
        for template_id, label, kind in templates:
            self.templates.addItem(template_text(label, kind), template_id)
            self.templates.setItemData(self.templates.count() - 1, label, _LABEL)
        if self.prefer_npcs:
            index = next((i for i, (_, _, kind) in enumerate(templates) if kind != "pc"), 0)
            self.templates.setCurrentIndex(index)

    def _set_policies(self, offered: ConflictPolicies, risk: bool, spend: bool,
                      first_absorber: str | None) -> None:
        """The policies the conflict offers, each combo shown only when it offers a
        choice (Risk's only where the turn has Risk, spending where spends are made)."""
        _fill(self.target, [(translate("SideEditor", TARGETS[t]), t) for t in offered.target])
        self.target.setVisible(not self.contest)
        self.target_label.setVisible(not self.contest)
        _fill(self.spend, [(translate("SideEditor", SPENDS[s]), s) for s in offered.spend])
        self.risk.setRange(min(offered.risk), max(offered.risk))
        self.risk.setVisible(risk)
        _fill(self.maneuver, [(translate("SideEditor", MANEUVERS[m]), m)
                              for m in offered.maneuver])
        _fill(self.broke, [(translate("SideEditor", BROKE[b]), b) for b in offered.broke])
        _fill(self.team, [(translate("SideEditor", TEAMS[t]), t) for t in offered.team])
        self.team.setVisible(len(offered.team) > 1)
        _fill(self.absorb, [(_absorb_text(a, first_absorber), a) for a in offered.absorb])
        self.absorb.setVisible(len(offered.absorb) > 1)
        _fill(self.opening, [(translate("SideEditor", OPENINGS[o]), o)
                             for o in offered.opening])
        self.opening.setVisible(self.opens and len(offered.opening) > 1)
        _fill(self.turns, [(translate("SideEditor", TURNS[t]), t) for t in offered.turns])
        self.turns.setVisible(self.opens and len(offered.turns) > 1)
        _fill(self.limit, [(translate("SideEditor", LIMITS[k]), k) for k in offered.limit])
        self.limit.setVisible(len(offered.limit) > 1)
        _fill(self.share, [(translate("SideEditor", SHARES[s]), s) for s in offered.share])
        self.sharing = len(offered.share) > 1
        self.share.setVisible(self.sharing)
        self.maneuver.setVisible(risk and len(offered.maneuver) > 1)
        self.broke.setVisible(risk and len(offered.broke) > 1)
        self.spend.setVisible(spend)

    def show_side(self, members: list[EncounterMember], policy: SidePolicy) -> None:
        """Show the side as the encounter has it now."""
        self._updating = True
        selected = self.table.currentRow()
        self.members = list(members)
        self.policy = policy
        self.table.setRowCount(len(members))
        for row, member in enumerate(members):
            who = member.name or (self.names.get(member.character or "", member.character)
                                  if member.character else
                                  translate("SideEditor", "new {template}").format(
                                      template=member.template))
            settings = ", ".join(f"{self.labels.get(k, k)} {v}" for k, v in member.set.items())
            for column, text in enumerate((who, str(member.count), settings)):
                self.table.setItem(row, column, QTableWidgetItem(text))
        if 0 <= selected < len(members):
            self.table.selectRow(selected)
        self.target.setCurrentIndex(max(self.target.findData(policy.target), 0))
        self.spend.setCurrentIndex(max(self.spend.findData(policy.spend), 0))
        self.risk.setValue(policy.risk)
        self.maneuver.setCurrentIndex(max(self.maneuver.findData(policy.maneuver), 0))
        self.broke.setCurrentIndex(max(self.broke.findData(policy.broke), 0))
        self.team.setCurrentIndex(max(self.team.findData(policy.team), 0))
        self.absorb.setCurrentIndex(max(self.absorb.findData(policy.absorb), 0))
        self.opening.setCurrentIndex(max(self.opening.findData(policy.opening), 0))
        self.turns.setCurrentIndex(max(self.turns.findData(policy.turns), 0))
        self.limit.setCurrentIndex(max(self.limit.findData(policy.limit), 0))
        self.share.setCurrentIndex(max(self.share.findData(policy.share), 0))
        self._updating = False

    # -- edits --------------------------------------------------------------------------
    def _emit(self, members: list[EncounterMember]) -> None:
        if sum(m.count for m in members) <= MAX_MEMBERS:
            self.members_changed.emit(members)

    def _on_add_character_clicked(self) -> None:
        stem = self.characters.currentData()
        if stem:
            self._emit([*self.members, EncounterMember(character=stem)])
            self.table.selectRow(len(self.members))

    def _on_add_template_clicked(self) -> None:
        template = self.templates.currentData()
        if template:
            # A fresh NPC is named by its template's label, without its parentheses.
            label = str(self.templates.currentData(_LABEL)).split(" (")[0]
            self._emit([*self.members, EncounterMember(template=template, name=label)])

    def change_count(self, step: int) -> None:
        """One more (or fewer) of the selected line (the last line when none is)."""
        row = self.table.currentRow()
        if not 0 <= row < len(self.members):
            row = len(self.members) - 1
        if row < 0:
            return
        member = self.members[row]
        count = member.count + step
        if count < 1:
            return
        members = list(self.members)
        members[row] = member.model_copy(update={"count": count})
        self._emit(members)

    def _on_settings_clicked(self) -> None:
        row = self.table.currentRow()
        if not 0 <= row < len(self.members):
            row = len(self.members) - 1
        if row >= 0:
            self.settings_requested.emit(row)

    def _on_remove_clicked(self) -> None:
        row = self.table.currentRow()
        if 0 <= row < len(self.members):
            self._emit([m for i, m in enumerate(self.members) if i != row])

    def _on_policy_edited(self, *_args: object) -> None:
        if self._updating:
            return
        policy = SidePolicy(target=self.target.currentData() or "weakest",
                            spend=self.spend.currentData() or "always",
                            risk=self.risk.value(),
                            maneuver=self.maneuver.currentData() or "kill",
                            broke=self.broke.currentData() or "gain",
                            team=self.team.currentData() or "alone",
                            absorb=self.absorb.currentData() or "all",
                            opening=self.opening.currentData() or "open",
                            # the conflict's default reading (listed first) is left unsaid
                            limit=self.limit.currentData() if self.limit.currentIndex() > 0
                            else None,
                            turns=self.turns.currentData() if self.turns.currentIndex() > 0
                            else None,
                            share=self.share.currentData() if self.sharing
                            else self.policy.share)
        if policy != self.policy:
            self.policy_changed.emit(policy)
