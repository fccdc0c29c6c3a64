<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>AboutDialog</name>
    <message>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Authors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Licence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attribution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none given in the source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How this file reads the rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;Exact odds, charts and character sheets for game masters at a physical table. Works offline.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Licence&lt;/b&gt;: the app&apos;s code is under the MIT licence. The rulesets below are other authors&apos; games: each names its own source, licence and the credit owed.&lt;/p&gt;&lt;h2&gt;Third-party libraries&lt;/h2&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;Their full licence texts come with each library&apos;s package; About Qt (below) shows Qt&apos;s.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rulesets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;No ruleset is loaded yet.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About GM Assistant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Qt</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CrashDialog</name>
    <message>
        <source>GM Assistant: something went wrong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;GM Assistant hit a bug.&lt;/b&gt; Nothing you have open was closed or discarded: save your work, then restart the app if it misbehaves.&lt;br&gt;Please send the report below with what you were doing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy report</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ErrorBox</name>
    <message numerus="yes">
        <source>The file has %n problems:</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Could not use the file {file}: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not use the file: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n problems:</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Exporter</name>
    <message>
        <source>Image File (PNG, TIF, JPG, ...)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scalable Vector Graphics (SVG)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV of original plot data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Printer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Matplotlib Window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HDF5 Export: plot (x,y)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>separator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>columnMode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>height</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>antialias</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>background</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>invertValue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print Document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scaling stroke</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Form</name>
    <message>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Item to export:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PyQtGraph</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Display averages of the curves displayed in this plot. The parameter list allows you to choose parameters to average over (if any are available).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plot only the portion of each curve that is visible. This assumes X values are uniformly spaced.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clip to View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If multiple curves are displayed in this plot, check this box to limit the number of traces that are displayed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Max Traces:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Downsample</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Downsample by drawing a saw wave that follows the min and max of the original data. This method produces the best visual representation of the data but is slower.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If multiple curves are displayed in this plot, check &quot;Max Traces&quot; and set this value to limit the number of traces that are displayed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If MaxTraces is checked, remove curves from memory after they are hidden (saves memory, but traces can not be un-hidden).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forget hidden traces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Downsample by taking the mean of N samples.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Downsample by taking the first of N samples. This method is fastest and least accurate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Subsample</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Automatically downsample data based on the visible range. This assumes X values are uniformly spaced.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Auto</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Downsample data before plotting. (plot every Nth sample)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>x</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log X</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dy/dx</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Y vs. Y&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power Spectrum (FFT)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log Y</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Subtract Mean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show X Grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show Y Grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alpha</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link Axis:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;html&gt;&lt;head/&gt;&lt;body&gt;&lt;p&gt;Links this axis with another view. When linked, both views will display the same data range.&lt;/p&gt;&lt;/body&gt;&lt;/html&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;html&gt;&lt;head/&gt;&lt;body&gt;&lt;p&gt;Percent of data to be visible when auto-scaling. It may be useful to decrease this value for data with spiky noise.&lt;/p&gt;&lt;/body&gt;&lt;/html&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;html&gt;&lt;head/&gt;&lt;body&gt;&lt;p&gt;Automatically resize this axis whenever the displayed data is changed.&lt;/p&gt;&lt;/body&gt;&lt;/html&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;html&gt;&lt;head/&gt;&lt;body&gt;&lt;p&gt;Set the range for this axis manually. This disables automatic scaling. &lt;/p&gt;&lt;/body&gt;&lt;/html&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Manual</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;html&gt;&lt;head/&gt;&lt;body&gt;&lt;p&gt;Minimum value to display for this axis.&lt;/p&gt;&lt;/body&gt;&lt;/html&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;html&gt;&lt;head/&gt;&lt;body&gt;&lt;p&gt;Maximum value to display for this axis.&lt;/p&gt;&lt;/body&gt;&lt;/html&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;html&gt;&lt;head/&gt;&lt;body&gt;&lt;p&gt;Inverts the display of this axis. (+y points downward instead of upward)&lt;/p&gt;&lt;/body&gt;&lt;/html&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invert Axis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;html&gt;&lt;head/&gt;&lt;body&gt;&lt;p&gt;Enables mouse interaction (panning, scaling) for this axis.&lt;/p&gt;&lt;/body&gt;&lt;/html&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mouse Enabled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;html&gt;&lt;head/&gt;&lt;body&gt;&lt;p&gt;When checked, the axis will only auto-scale to data that is visible along the orthogonal axis.&lt;/p&gt;&lt;/body&gt;&lt;/html&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Visible Data Only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;html&gt;&lt;head/&gt;&lt;body&gt;&lt;p&gt;When checked, the axis will automatically pan to center on the current data, but the scale along this axis will not change.&lt;/p&gt;&lt;/body&gt;&lt;/html&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Auto Pan Only</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GraphicsScene</name>
    <message>
        <source>Export...</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Charts</source>
        <translation>&amp;Tablas</translation>
    </message>
    <message>
        <source>&amp;Odds</source>
        <translation>&amp;Probabilidades</translation>
    </message>
    <message>
        <source>C&amp;haracters</source>
        <translation>Pe&amp;rsonajes</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>&amp;Mesa</translation>
    </message>
    <message>
        <source>&amp;Encounters</source>
        <translation>E&amp;ncuentros</translation>
    </message>
    <message>
        <source>no reason was given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {area} area failed to load: {reason}

This is a fault of this build of the app, not of your files; the rest of the app works. The log (Help &gt; Open the log folder) has the details: please report them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ruleset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undone: {command}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redone: {command}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo {command}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo {command}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> &amp;Ruleset: </source>
        <translation> &amp;Reglamento: </translation>
    </message>
    <message>
        <source>Ruleset &amp;problems…</source>
        <translation>&amp;Problemas de los reglamentos…</translation>
    </message>
    <message>
        <source>Some ruleset files did not load: see why</source>
        <translation>Algunos archivos de reglamento no se cargaron: mira por qué</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Tema</translation>
    </message>
    <message>
        <source>Follow the &amp;system</source>
        <translation>Seguir al &amp;sistema</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Claro</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Oscuro</translation>
    </message>
    <message>
        <source>Toggle &amp;light/dark</source>
        <translation>Alternar claro/os&amp;curo</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>&amp;Bigger text</source>
        <translation>Texto más &amp;grande</translation>
    </message>
    <message>
        <source>&amp;Smaller text</source>
        <translation>Texto más &amp;pequeño</translation>
    </message>
    <message>
        <source>&amp;Normal text size</source>
        <translation>Tamaño de texto &amp;normal</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Atajos de teclado</translation>
    </message>
    <message>
        <source>&amp;About GM Assistant</source>
        <translation>Acerca &amp;de GM Assistant</translation>
    </message>
    <message>
        <source>&amp;Authoring guide (rulesets)</source>
        <translation>&amp;Guía para escribir reglamentos</translation>
    </message>
    <message>
        <source>Open the &amp;rulesets folder</source>
        <translation>Abrir la carpeta de &amp;reglamentos</translation>
    </message>
    <message>
        <source>Open the &amp;log folder</source>
        <translation>Abrir la carpeta del registr&amp;o</translation>
    </message>
    <message>
        <source>Running without a log: {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log: {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The areas show the new language after a restart. Restart now?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Restart now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This ruleset is written in {language}. Show the interface in {language}?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show in {language}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language: {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Text size {percent}%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading rulesets…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {area} area could not be opened.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The area could not show this ruleset.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No loaded ruleset has the id &apos;{id}&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n rulesets loaded</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{loaded}, %n with problems</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>No rulesets loaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rulesets could not be loaded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the app was started without one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no log folder ({reason})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not open {path}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OddsDialog</name>
    <message>
        <source>Odds: {check}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;P(success) = {fraction} = {percent}&lt;/b&gt;&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlotItem</name>
    <message>
        <source>Transforms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Downsample</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alpha</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plot Options</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProblemsDialog</name>
    <message>
        <source>Rulesets with problems</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n ruleset files could not be loaded ({names}). Fix the lines below in a text editor; the app reloads a file as soon as it is saved. `gm-assistant validate FILE` prints the same list.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Odds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Encounters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ViewBox</name>
    <message>
        <source>ViewBox options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>View All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mouse Mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3 button</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 button</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
