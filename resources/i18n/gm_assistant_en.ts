<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>EncountersView</name>
    <message numerus="yes">
        <source>Saved {file} (%n pages)</source>
        <translation>
            <numerusform>Saved {file} (%n page)</numerusform>
            <numerusform>Saved {file} (%n pages)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Save your changes to the %n encounters {names} before closing?</source>
        <translation>
            <numerusform>Save your changes to the encounter {names} before closing?</numerusform>
            <numerusform>Save your changes to the %n encounters {names} before closing?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ErrorBox</name>
    <message numerus="yes">
        <source>The file has %n problems:</source>
        <translation>
            <numerusform>The file has %n problem:</numerusform>
            <numerusform>The file has %n problems:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n problems:</source>
        <translation>
            <numerusform>%n problem:</numerusform>
            <numerusform>%n problems:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… and %n more</numerusform>
            <numerusform>… and %n more</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FileOpener</name>
    <message numerus="yes">
        <source>%n files did not open</source>
        <translation>
            <numerusform>%n file did not open</numerusform>
            <numerusform>%n files did not open</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FromHereDialog</name>
    <message numerus="yes">
        <source>%n slots</source>
        <translation>
            <numerusform>%n slot</numerusform>
            <numerusform>%n slots</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HitDialog</name>
    <message numerus="yes">
        <source>(%n to spare)</source>
        <translation>
            <numerusform>(%n to spare)</numerusform>
            <numerusform>(%n to spare)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <source>%n rulesets loaded</source>
        <translation>
            <numerusform>%n ruleset loaded</numerusform>
            <numerusform>%n rulesets loaded</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{loaded}, %n with problems</source>
        <translation>
            <numerusform>{loaded}, %n with problems</numerusform>
            <numerusform>{loaded}, %n with problems</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OverlayPanel</name>
    <message numerus="yes">
        <source>%n files could not be opened</source>
        <translation>
            <numerusform>%n file could not be opened</numerusform>
            <numerusform>%n files could not be opened</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ProblemsDialog</name>
    <message numerus="yes">
        <source>%n ruleset files could not be loaded ({names}). Fix the lines below in a text editor; the app reloads a file as soon as it is saved. `gm-assistant validate FILE` prints the same list.</source>
        <translation>
            <numerusform>%n ruleset file could not be loaded ({names}). Fix the lines below in a text editor; the app reloads a file as soon as it is saved. `gm-assistant validate FILE` prints the same list.</numerusform>
            <numerusform>%n ruleset files could not be loaded ({names}). Fix the lines below in a text editor; the app reloads a file as soon as it is saved. `gm-assistant validate FILE` prints the same list.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ResourceTrackerPanel</name>
    <message numerus="yes">
        <source>%n characters from the library at the table.</source>
        <translation>
            <numerusform>%n character from the library at the table.</numerusform>
            <numerusform>%n characters from the library at the table.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RollLogPanel</name>
    <message numerus="yes">
        <source>Forget the %n rolls logged at this ruleset&apos;s table? The other rulesets&apos; rolls are kept.</source>
        <translation>
            <numerusform>Forget the %n roll logged at this ruleset&apos;s table? The other rulesets&apos; rolls are kept.</numerusform>
            <numerusform>Forget the %n rolls logged at this ruleset&apos;s table? The other rulesets&apos; rolls are kept.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RulesetPicker</name>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… and %n more</numerusform>
            <numerusform>… and %n more</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SeriesPanel</name>
    <message numerus="yes">
        <source>All %n succeed: &lt;b&gt;{odds}&lt;/b&gt;</source>
        <translation>
            <numerusform>The one roll succeeds: &lt;b&gt;{odds}&lt;/b&gt;</numerusform>
            <numerusform>All %n succeed: &lt;b&gt;{odds}&lt;/b&gt;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>At least {count} of %n succeed: &lt;b&gt;{odds}&lt;/b&gt;</source>
        <translation>
            <numerusform>At least {count} of %n succeeds: &lt;b&gt;{odds}&lt;/b&gt;</numerusform>
            <numerusform>At least {count} of %n succeed: &lt;b&gt;{odds}&lt;/b&gt;</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableHits</name>
    <message numerus="yes">
        <source>End of scene, with rest: %n slots cleared</source>
        <translation>
            <numerusform>End of scene, with rest: %n slot cleared</numerusform>
            <numerusform>End of scene, with rest: %n slots cleared</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>End of scene: %n slots cleared</source>
        <translation>
            <numerusform>End of scene: %n slot cleared</numerusform>
            <numerusform>End of scene: %n slots cleared</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableSession</name>
    <message numerus="yes">
        <source>%n rolls in the logs</source>
        <translation>
            <numerusform>%n roll in the logs</numerusform>
            <numerusform>%n rolls in the logs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n people seated at the tables</source>
        <translation>
            <numerusform>%n person seated at the tables</numerusform>
            <numerusform>%n people seated at the tables</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message numerus="yes">
        <source>%n people already sit at this table. Does {encounter} replace them?</source>
        <translation>
            <numerusform>%n person already sits at this table. Does {encounter} replace them?</numerusform>
            <numerusform>%n people already sit at this table. Does {encounter} replace them?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n people already sit at this table. Does {encounter} replace the fight there or join it?</source>
        <translation>
            <numerusform>%n person already sits at this table. Does {encounter} replace the fight there or join it?</numerusform>
            <numerusform>%n people already sit at this table. Does {encounter} replace the fight there or join it?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n at the table from the encounter, in turn order.</source>
        <translation>
            <numerusform>%n at the table from the encounter, in turn order.</numerusform>
            <numerusform>%n at the table from the encounter, in turn order.</numerusform>
        </translation>
    </message>
</context>
</TS>
