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
    <name>ChartCellDelegate</name>
    <message>
        <source>House rule: type a whole number, then Enter (Escape cancels)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChartPanel</name>
    <message>
        <source>&amp;Revert to the book</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove your house-rule changes to this chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;House rule&lt;/b&gt;: rows {rows} changed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChartTableModel</name>
    <message>
        <source>Outcome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chance of this column: {fraction} = {percent}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double-click to change (house rule).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChartsView</name>
    <message>
        <source>Pick a ruleset in the toolbar to see its charts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a cell of {charts} to follow it into the next chart.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double-click a cell to change it as a house rule (Ctrl+Z undoes).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{picked} → &lt;b&gt;{result}&lt;/b&gt;: highlighted row of {charts}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{check} with the defaults (no resources spent): P(success) = {fraction} = {percent}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>House rule not saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{change}: the house-rule file was left as it was.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{change}: could not write {file}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change {chart} [{cell}] to {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revert {chart} to the book</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CheckInputsPanel</name>
    <message>
        <source>Inputs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resources</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CheckReadings</name>
    <message>
        <source>How the rules are read: {topics}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CopyableTableView</name>
    <message>
        <source>Copy table as &amp;CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy table as &amp;Markdown</source>
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
    <name>DiceExpressionDialog</name>
    <message>
        <source>Equal to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At least</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At most</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice expression</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Equal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Expression:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{dice}: mean {mean} ({fraction}), spread {spread}</source>
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
    <name>FileOpener</name>
    <message>
        <source>{file} is for the ruleset &apos;{id}&apos;, which is not loaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file}: the area to open it in is not loaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file} did not open (see the area)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opening {file}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file} did not open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened {file}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file} is not a ruleset the app can load; nothing was added</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file} has problems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file} is loaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file}: a ruleset with the id &apos;{id}&apos; is already loaded ({loaded}); rename its id to add this one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Added the ruleset {id} ({file})</source>
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
    <name>OddsChoicePanel</name>
    <message>
        <source>Check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Outcome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Across (x)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One curve &amp;per</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>x axis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>curves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(one curve)</source>
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
    <name>OddsTableModel</name>
    <message>
        <source>P(success)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P(any successful outcome)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mean
{measure}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average {measure}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average {measure}: {fraction} ({decimal})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click for the full odds.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OddsTablePanel</name>
    <message>
        <source>100% success</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Odds tables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the whole table as CSV (Ctrl+C in the table)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy Markdown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the whole table as a Markdown table (Ctrl+Shift+C)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Check:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rows:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;olumns:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This ruleset has no checks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Working out the odds…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each outcome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{input}:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chance of each outcome, by {rows}. Hover for exact fractions; click a cell for its odds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chance of success: {rows} (rows) × {columns} (columns). Hover for exact fractions; click for the odds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These odds could not be worked out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Working out the odds table</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OddsView</name>
    <message>
        <source>PNG image (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV table (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick a ruleset to see its odds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inputs (the marked point)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Dice expression…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export {format}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export odds plot as {format}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{ruleset} has no checks to plot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{input} {value}, {odds}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These odds cannot be computed:
{reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{input} {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Marked: {point} (hover a band for its exact odds)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{series} {name}, {point}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Marked: {point}: {odds} = {fraction} = {percent}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the odds plot as {format}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write {path}:
{reason}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OutcomeCard</name>
    <message>
        <source>Effect:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OverlayPanel</name>
    <message>
        <source>Characters from the library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Mark characters on the plot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Their &amp;value for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From their &amp;sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side by side: each its own &amp;curve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two to {count} characters, each plotted with every input their sheet gives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;load the library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{ruleset} has no character sheet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No field of the character sheet gives an input of this check.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no usable {input}: the inputs&apos; value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At {point}:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No {ruleset} characters in the library yet: make some in the Characters area.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no usable value</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n files could not be opened</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlotData</name>
    <message>
        <source>P(success)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P(outcome)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P(at least this outcome)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stacked outcome bands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{odds}, all {rolls} rolls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{odds}, at least {count} of {rolls} rolls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P({outcome} or better)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{check}: {odds}, by {input}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{check}: {odds} by {input}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{title}, one curve per {input}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{title}, one curve per character (their own sheet)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>measure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>curve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>probability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>percent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>other inputs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P({outcome})</source>
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
    <name>RulesetPicker</name>
    <message>
        <source>The ruleset (game system) the charts, odds and sheets use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading rulesets…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}  (house rules)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>House rules from {file}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file}: does not load</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;This file has problems&lt;/b&gt; (Help ▸ Ruleset problems)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SeriesPanel</name>
    <message>
        <source>Series of rolls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The odds over several rolls of the check at the marked point: all of them succeed, or at least some</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Plot the series across the inputs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The plot shows the chance of the series (all, or at least k of n rolls) at every point, instead of one roll&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rolls:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At &amp;least:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One roll succeeds: {odds}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>All %n succeed: &lt;b&gt;{odds}&lt;/b&gt;</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>At least {count} of %n succeed: &lt;b&gt;{odds}&lt;/b&gt;</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
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
