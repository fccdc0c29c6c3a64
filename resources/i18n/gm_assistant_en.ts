<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
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
</TS>
