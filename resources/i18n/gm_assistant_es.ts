<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>AboutDialog</name>
    <message>
        <source>Source</source>
        <translation>Fuente</translation>
    </message>
    <message>
        <source>Authors</source>
        <translation>Autores</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>Año</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Licencia</translation>
    </message>
    <message>
        <source>Attribution</source>
        <translation>Atribución</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>Enlace</translation>
    </message>
    <message>
        <source>none given in the source</source>
        <translation>la fuente no da ninguno</translation>
    </message>
    <message>
        <source>How this file reads the rules</source>
        <translation>Cómo lee las reglas este archivo</translation>
    </message>
    <message>
        <source>&lt;p&gt;Exact odds, charts and character sheets for game masters at a physical table. Works offline.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Probabilidades exactas, tablas y hojas de personaje para directores de juego en una mesa física. Funciona sin conexión.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Licence&lt;/b&gt;: the app&apos;s code is under the MIT licence. The rulesets below are other authors&apos; games: each names its own source, licence and the credit owed.&lt;/p&gt;&lt;h2&gt;Third-party libraries&lt;/h2&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Licencia&lt;/b&gt;: el código de la aplicación tiene licencia MIT. Los reglamentos de abajo son juegos de otros autores: cada uno indica su fuente, su licencia y el reconocimiento que se les debe.&lt;/p&gt;&lt;h2&gt;Bibliotecas de terceros&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Their full licence texts come with each library&apos;s package; About Qt (below) shows Qt&apos;s.&lt;/p&gt;</source>
        <translation>&lt;p&gt;El texto completo de cada licencia viene con el paquete de su biblioteca; «Acerca de Qt» (abajo) muestra la de Qt.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Rulesets</source>
        <translation>Reglamentos</translation>
    </message>
    <message>
        <source>&lt;p&gt;No ruleset is loaded yet.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Aún no hay ningún reglamento cargado.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About GM Assistant</source>
        <translation>Acerca de GM Assistant</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Acerca de &amp;Qt</translation>
    </message>
    <message>
        <source>About Qt</source>
        <translation>Acerca de Qt</translation>
    </message>
</context>
<context>
    <name>ChartCellDelegate</name>
    <message>
        <source>House rule: type a whole number, then Enter (Escape cancels)</source>
        <translation>Regla de la casa: escribe un número entero y pulsa Intro (Escape cancela)</translation>
    </message>
</context>
<context>
    <name>ChartPanel</name>
    <message>
        <source>&amp;Revert to the book</source>
        <translation>&amp;Volver al libro</translation>
    </message>
    <message>
        <source>Remove your house-rule changes to this chart</source>
        <translation>Quitar tus reglas de la casa de esta tabla</translation>
    </message>
    <message>
        <source>&lt;b&gt;House rule&lt;/b&gt;: rows {rows} changed</source>
        <translation>&lt;b&gt;Regla de la casa&lt;/b&gt;: filas {rows} cambiadas</translation>
    </message>
</context>
<context>
    <name>ChartTableModel</name>
    <message>
        <source>Outcome</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>Chance of this column: {fraction} = {percent}</source>
        <translation>Probabilidad de esta columna: {fraction} = {percent}</translation>
    </message>
    <message>
        <source>Double-click to change (house rule).</source>
        <translation>Doble clic para cambiarla (regla de la casa).</translation>
    </message>
</context>
<context>
    <name>ChartsView</name>
    <message>
        <source>Pick a ruleset in the toolbar to see its charts.</source>
        <translation>Elige un reglamento en la barra de herramientas para ver sus tablas.</translation>
    </message>
    <message>
        <source>Click a cell of {charts} to follow it into the next chart.</source>
        <translation>Haz clic en una celda de {charts} para seguirla hasta la tabla siguiente.</translation>
    </message>
    <message>
        <source>Double-click a cell to change it as a house rule (Ctrl+Z undoes).</source>
        <translation>Haz doble clic en una celda para cambiarla como regla de la casa (Ctrl+Z deshace).</translation>
    </message>
    <message>
        <source>{picked} → &lt;b&gt;{result}&lt;/b&gt;: highlighted row of {charts}.</source>
        <translation>{picked} → &lt;b&gt;{result}&lt;/b&gt;: fila resaltada de {charts}.</translation>
    </message>
    <message>
        <source>{check} with the defaults (no resources spent): P(success) = {fraction} = {percent}.</source>
        <translation>{check} con los valores por defecto (sin gastar recursos): P(éxito) = {fraction} = {percent}.</translation>
    </message>
    <message>
        <source>House rule not saved</source>
        <translation>Regla de la casa no guardada</translation>
    </message>
    <message>
        <source>{change}: the house-rule file was left as it was.</source>
        <translation>{change}: el archivo de reglas de la casa se quedó como estaba.</translation>
    </message>
    <message>
        <source>{change}: could not write {file}.</source>
        <translation>{change}: no se pudo escribir {file}.</translation>
    </message>
    <message>
        <source>Change {chart} [{cell}] to {value}</source>
        <translation>Cambiar {chart} [{cell}] a {value}</translation>
    </message>
    <message>
        <source>Revert {chart} to the book</source>
        <translation>Devolver {chart} al libro</translation>
    </message>
</context>
<context>
    <name>CheckInputsPanel</name>
    <message>
        <source>Inputs</source>
        <translation>Datos</translation>
    </message>
    <message>
        <source>Resources</source>
        <translation>Recursos</translation>
    </message>
</context>
<context>
    <name>CheckReadings</name>
    <message>
        <source>How the rules are read: {topics}</source>
        <translation>Cómo se leen las reglas: {topics}</translation>
    </message>
</context>
<context>
    <name>CopyableTableView</name>
    <message>
        <source>Copy table as &amp;CSV</source>
        <translation>Copiar la tabla como &amp;CSV</translation>
    </message>
    <message>
        <source>Copy table as &amp;Markdown</source>
        <translation>Copiar la tabla como &amp;Markdown</translation>
    </message>
</context>
<context>
    <name>CrashDialog</name>
    <message>
        <source>GM Assistant: something went wrong</source>
        <translation>GM Assistant: algo ha fallado</translation>
    </message>
    <message>
        <source>&lt;b&gt;GM Assistant hit a bug.&lt;/b&gt; Nothing you have open was closed or discarded: save your work, then restart the app if it misbehaves.&lt;br&gt;Please send the report below with what you were doing.</source>
        <translation>&lt;b&gt;GM Assistant ha dado con un error.&lt;/b&gt; No se ha cerrado ni descartado nada de lo que tienes abierto: guarda tu trabajo y reinicia la aplicación si no se comporta bien.&lt;br&gt;Envía el informe de abajo junto con lo que estabas haciendo.</translation>
    </message>
    <message>
        <source>&amp;Copy report</source>
        <translation>&amp;Copiar el informe</translation>
    </message>
</context>
<context>
    <name>DiceExpressionDialog</name>
    <message>
        <source>Equal to</source>
        <translation>Igual a</translation>
    </message>
    <message>
        <source>At least</source>
        <translation>Al menos</translation>
    </message>
    <message>
        <source>At most</source>
        <translation>Como mucho</translation>
    </message>
    <message>
        <source>Dice expression</source>
        <translation>Expresión de dados</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Equal</source>
        <translation>Igual</translation>
    </message>
    <message>
        <source>&amp;Expression:</source>
        <translation>&amp;Expresión:</translation>
    </message>
    <message>
        <source>{dice}: mean {mean} ({fraction}), spread {spread}</source>
        <translation>{dice}: media {mean} ({fraction}), dispersión {spread}</translation>
    </message>
</context>
<context>
    <name>DiceNotationError</name>
    <message>
        <source>&apos;{text}&apos;: a comparison needs a roll before &apos;{op}&apos;</source>
        <translation>&apos;{text}&apos;: una comparación necesita una tirada antes de &apos;{op}&apos;</translation>
    </message>
    <message>
        <source>&apos;{text}&apos;: between 1 and {most} dice, got {count}</source>
        <translation>&apos;{text}&apos;: entre 1 y {most} dados, no {count}</translation>
    </message>
    <message>
        <source>&apos;{text}&apos;: a die has 1 to {most} sides, got {sides}</source>
        <translation>&apos;{text}&apos;: un dado tiene de 1 a {most} caras, no {sides}</translation>
    </message>
    <message>
        <source>&apos;{text}&apos;: only dice of 2 or more numbered sides explode</source>
        <translation>&apos;{text}&apos;: solo explotan los dados de 2 o más caras numeradas</translation>
    </message>
    <message>
        <source>&apos;{text}&apos;: give how many times a die may explode, 1 to {most}, as in d6!3</source>
        <translation>&apos;{text}&apos;: indica cuántas veces puede explotar un dado, de 1 a {most}, como en d6!3</translation>
    </message>
    <message>
        <source>&apos;{text}&apos;: {dice} exploding up to {depth} times is too many dice to work out exactly here (dice x sides, counting explosions, at most {most})</source>
        <translation>&apos;{text}&apos;: {dice} explotando hasta {depth} veces son demasiados dados para calcularlos exactamente aquí (dados x caras, contando las explosiones, como mucho {most})</translation>
    </message>
    <message>
        <source>&apos;{text}&apos;: {dice} is too many dice to work out exactly here (dice x sides, counting explosions, at most {most})</source>
        <translation>&apos;{text}&apos;: {dice} son demasiados dados para calcularlos exactamente aquí (dados x caras, contando las explosiones, como mucho {most})</translation>
    </message>
    <message>
        <source>&apos;{text}&apos;: keep between 1 and {count} dice, got {kept}</source>
        <translation>&apos;{text}&apos;: quédate con entre 1 y {count} dados, no {kept}</translation>
    </message>
    <message>
        <source>&apos;{text}&apos;: a pool that keeps dice may have at most {most} dice, and kept dice x sides at most {spread}</source>
        <translation>&apos;{text}&apos;: una reserva que se queda con dados puede tener como mucho {most} dados, y dados que se quedan x caras como mucho {spread}</translation>
    </message>
    <message>
        <source>empty dice notation: expected something like &apos;2d6&apos;</source>
        <translation>notación de dados vacía: se esperaba algo como &apos;2d6&apos;</translation>
    </message>
    <message>
        <source>&apos;{text}&apos;: cannot read &apos;{rest}&apos; (expected terms like 2d6, d20, 4dF, 4d6kh3 or a whole number, joined by + or -)</source>
        <translation>&apos;{text}&apos;: no se puede leer &apos;{rest}&apos; (se esperaban términos como 2d6, d20, 4dF, 4d6kh3 o un número entero, unidos por + o -)</translation>
    </message>
    <message>
        <source>&apos;{text}&apos;: terms must be joined by + or -</source>
        <translation>&apos;{text}&apos;: los términos deben ir unidos por + o -</translation>
    </message>
</context>
<context>
    <name>ErrorBox</name>
    <message numerus="yes">
        <source>The file has %n problems:</source>
        <translation>
            <numerusform>El archivo tiene %n problema:</numerusform>
            <numerusform>El archivo tiene %n problemas:</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not use the file {file}: {reason}</source>
        <translation>No se pudo usar el archivo {file}: {reason}</translation>
    </message>
    <message>
        <source>Could not use the file: {reason}</source>
        <translation>No se pudo usar el archivo: {reason}</translation>
    </message>
    <message numerus="yes">
        <source>%n problems:</source>
        <translation>
            <numerusform>%n problema:</numerusform>
            <numerusform>%n problemas:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… y %n más</numerusform>
            <numerusform>… y %n más</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Exporter</name>
    <message>
        <source>Image File (PNG, TIF, JPG, ...)</source>
        <translation>Archivo de imagen (PNG, TIF, JPG, ...)</translation>
    </message>
    <message>
        <source>Scalable Vector Graphics (SVG)</source>
        <translation>Gráficos vectoriales escalables (SVG)</translation>
    </message>
    <message>
        <source>CSV of original plot data</source>
        <translation>CSV de los datos originales de la gráfica</translation>
    </message>
    <message>
        <source>Printer</source>
        <translation>Impresora</translation>
    </message>
    <message>
        <source>Matplotlib Window</source>
        <translation>Ventana de Matplotlib</translation>
    </message>
    <message>
        <source>HDF5 Export: plot (x,y)</source>
        <translation>Exportar a HDF5: gráfica (x,y)</translation>
    </message>
    <message>
        <source>separator</source>
        <translation>separador</translation>
    </message>
    <message>
        <source>precision</source>
        <translation>precisión</translation>
    </message>
    <message>
        <source>columnMode</source>
        <translation>modo de columnas</translation>
    </message>
    <message>
        <source>width</source>
        <translation>ancho</translation>
    </message>
    <message>
        <source>height</source>
        <translation>alto</translation>
    </message>
    <message>
        <source>antialias</source>
        <translation>suavizado</translation>
    </message>
    <message>
        <source>background</source>
        <translation>fondo</translation>
    </message>
    <message>
        <source>invertValue</source>
        <translation>invertir valores</translation>
    </message>
    <message>
        <source>Print Document</source>
        <translation>Imprimir el documento</translation>
    </message>
    <message>
        <source>scaling stroke</source>
        <translation>escalar el trazo</translation>
    </message>
</context>
<context>
    <name>FileOpener</name>
    <message>
        <source>{file} is for the ruleset &apos;{id}&apos;, which is not loaded</source>
        <translation>{file} es para el reglamento &apos;{id}&apos;, que no está cargado</translation>
    </message>
    <message>
        <source>{file}: the area to open it in is not loaded</source>
        <translation>{file}: el área donde abrirlo no está cargada</translation>
    </message>
    <message>
        <source>{file} did not open (see the area)</source>
        <translation>{file} no se abrió (mira el área)</translation>
    </message>
    <message>
        <source>Opening {file}</source>
        <translation>Abriendo {file}</translation>
    </message>
    <message>
        <source>{file} did not open</source>
        <translation>{file} no se abrió</translation>
    </message>
    <message>
        <source>Opened {file}</source>
        <translation>Se abrió {file}</translation>
    </message>
    <message>
        <source>{file} is not a ruleset the app can load; nothing was added</source>
        <translation>{file} no es un reglamento que la aplicación pueda cargar; no se añadió nada</translation>
    </message>
    <message>
        <source>{file} has problems</source>
        <translation>{file} tiene problemas</translation>
    </message>
    <message>
        <source>{file} is loaded</source>
        <translation>{file} está cargado</translation>
    </message>
    <message>
        <source>{file}: a ruleset with the id &apos;{id}&apos; is already loaded ({loaded}); rename its id to add this one</source>
        <translation>{file}: ya hay cargado un reglamento con el id &apos;{id}&apos; ({loaded}); cambia su id para añadir este</translation>
    </message>
    <message>
        <source>Added the ruleset {id} ({file})</source>
        <translation>Se añadió el reglamento {id} ({file})</translation>
    </message>
</context>
<context>
    <name>Form</name>
    <message>
        <source>Export</source>
        <translation>Exportar</translation>
    </message>
    <message>
        <source>Item to export:</source>
        <translation>Elemento a exportar:</translation>
    </message>
    <message>
        <source>Export format</source>
        <translation>Formato de exportación</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Export options</source>
        <translation>Opciones de exportación</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copiar</translation>
    </message>
    <message>
        <source>PyQtGraph</source>
        <translation>PyQtGraph</translation>
    </message>
    <message>
        <source>Display averages of the curves displayed in this plot. The parameter list allows you to choose parameters to average over (if any are available).</source>
        <translation>Muestra la media de las curvas de esta gráfica. La lista de parámetros te deja elegir sobre cuáles promediar (si hay alguno).</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Media</translation>
    </message>
    <message>
        <source>Plot only the portion of each curve that is visible. This assumes X values are uniformly spaced.</source>
        <translation>Dibuja solo la parte visible de cada curva. Supone que los valores de X están espaciados uniformemente.</translation>
    </message>
    <message>
        <source>Clip to View</source>
        <translation>Recortar a la vista</translation>
    </message>
    <message>
        <source>If multiple curves are displayed in this plot, check this box to limit the number of traces that are displayed.</source>
        <translation>Si la gráfica muestra varias curvas, marca esta casilla para limitar cuántos trazos se muestran.</translation>
    </message>
    <message>
        <source>Max Traces:</source>
        <translation>Máximo de trazos:</translation>
    </message>
    <message>
        <source>Downsample</source>
        <translation>Reducir muestras</translation>
    </message>
    <message>
        <source>Downsample by drawing a saw wave that follows the min and max of the original data. This method produces the best visual representation of the data but is slower.</source>
        <translation>Reduce las muestras dibujando una onda de sierra que sigue el mínimo y el máximo de los datos originales. Es el método que mejor los representa, pero el más lento.</translation>
    </message>
    <message>
        <source>Peak</source>
        <translation>Picos</translation>
    </message>
    <message>
        <source>If multiple curves are displayed in this plot, check &quot;Max Traces&quot; and set this value to limit the number of traces that are displayed.</source>
        <translation>Si la gráfica muestra varias curvas, marca «Máximo de trazos» y fija este valor para limitar cuántos trazos se muestran.</translation>
    </message>
    <message>
        <source>If MaxTraces is checked, remove curves from memory after they are hidden (saves memory, but traces can not be un-hidden).</source>
        <translation>Con «Máximo de trazos» marcado, quita de la memoria las curvas ocultas (ahorra memoria, pero los trazos ya no se pueden volver a mostrar).</translation>
    </message>
    <message>
        <source>Forget hidden traces</source>
        <translation>Olvidar los trazos ocultos</translation>
    </message>
    <message>
        <source>Downsample by taking the mean of N samples.</source>
        <translation>Reduce las muestras tomando la media de cada N.</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>Media</translation>
    </message>
    <message>
        <source>Downsample by taking the first of N samples. This method is fastest and least accurate.</source>
        <translation>Reduce las muestras tomando la primera de cada N. Es el método más rápido y el menos exacto.</translation>
    </message>
    <message>
        <source>Subsample</source>
        <translation>Submuestrear</translation>
    </message>
    <message>
        <source>Automatically downsample data based on the visible range. This assumes X values are uniformly spaced.</source>
        <translation>Reduce las muestras automáticamente según el rango visible. Supone que los valores de X están espaciados uniformemente.</translation>
    </message>
    <message>
        <source>Auto</source>
        <translation>Auto</translation>
    </message>
    <message>
        <source>Downsample data before plotting. (plot every Nth sample)</source>
        <translation>Reduce las muestras antes de dibujar (dibuja una de cada N).</translation>
    </message>
    <message>
        <source>x</source>
        <translation>x</translation>
    </message>
    <message>
        <source>Log X</source>
        <translation>X logarítmica</translation>
    </message>
    <message>
        <source>dy/dx</source>
        <translation>dy/dx</translation>
    </message>
    <message>
        <source>Y vs. Y&apos;</source>
        <translation>Y frente a Y&apos;</translation>
    </message>
    <message>
        <source>Power Spectrum (FFT)</source>
        <translation>Espectro de potencia (FFT)</translation>
    </message>
    <message>
        <source>Log Y</source>
        <translation>Y logarítmica</translation>
    </message>
    <message>
        <source>Subtract Mean</source>
        <translation>Restar la media</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Show X Grid</source>
        <translation>Mostrar la cuadrícula X</translation>
    </message>
    <message>
        <source>Show Y Grid</source>
        <translation>Mostrar la cuadrícula Y</translation>
    </message>
    <message>
        <source>Opacity</source>
        <translation>Opacidad</translation>
    </message>
    <message>
        <source>Alpha</source>
        <translation>Transparencia</translation>
    </message>
    <message>
        <source>Link Axis:</source>
        <translation>Enlazar el eje:</translation>
    </message>
    <message>
        <source>&lt;html&gt;&lt;head/&gt;&lt;body&gt;&lt;p&gt;Links this axis with another view. When linked, both views will display the same data range.&lt;/p&gt;&lt;/body&gt;&lt;/html&gt;</source>
        <translation>&lt;html&gt;&lt;head/&gt;&lt;body&gt;&lt;p&gt;Enlaza este eje con otra vista. Enlazadas, las dos vistas muestran el mismo rango de datos.&lt;/p&gt;&lt;/body&gt;&lt;/html&gt;</translation>
    </message>
    <message>
        <source>&lt;html&gt;&lt;head/&gt;&lt;body&gt;&lt;p&gt;Percent of data to be visible when auto-scaling. It may be useful to decrease this value for data with spiky noise.&lt;/p&gt;&lt;/body&gt;&lt;/html&gt;</source>
        <translation>&lt;html&gt;&lt;head/&gt;&lt;body&gt;&lt;p&gt;Porcentaje de los datos que se ve al escalar automáticamente. Puede servir bajarlo con datos con picos de ruido.&lt;/p&gt;&lt;/body&gt;&lt;/html&gt;</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>&lt;html&gt;&lt;head/&gt;&lt;body&gt;&lt;p&gt;Automatically resize this axis whenever the displayed data is changed.&lt;/p&gt;&lt;/body&gt;&lt;/html&gt;</source>
        <translation>&lt;html&gt;&lt;head/&gt;&lt;body&gt;&lt;p&gt;Ajusta este eje automáticamente cada vez que cambian los datos mostrados.&lt;/p&gt;&lt;/body&gt;&lt;/html&gt;</translation>
    </message>
    <message>
        <source>&lt;html&gt;&lt;head/&gt;&lt;body&gt;&lt;p&gt;Set the range for this axis manually. This disables automatic scaling. &lt;/p&gt;&lt;/body&gt;&lt;/html&gt;</source>
        <translation>&lt;html&gt;&lt;head/&gt;&lt;body&gt;&lt;p&gt;Fija a mano el rango de este eje. Desactiva el escalado automático. &lt;/p&gt;&lt;/body&gt;&lt;/html&gt;</translation>
    </message>
    <message>
        <source>Manual</source>
        <translation>Manual</translation>
    </message>
    <message>
        <source>&lt;html&gt;&lt;head/&gt;&lt;body&gt;&lt;p&gt;Minimum value to display for this axis.&lt;/p&gt;&lt;/body&gt;&lt;/html&gt;</source>
        <translation>&lt;html&gt;&lt;head/&gt;&lt;body&gt;&lt;p&gt;Valor mínimo que muestra este eje.&lt;/p&gt;&lt;/body&gt;&lt;/html&gt;</translation>
    </message>
    <message>
        <source>0</source>
        <translation>0</translation>
    </message>
    <message>
        <source>&lt;html&gt;&lt;head/&gt;&lt;body&gt;&lt;p&gt;Maximum value to display for this axis.&lt;/p&gt;&lt;/body&gt;&lt;/html&gt;</source>
        <translation>&lt;html&gt;&lt;head/&gt;&lt;body&gt;&lt;p&gt;Valor máximo que muestra este eje.&lt;/p&gt;&lt;/body&gt;&lt;/html&gt;</translation>
    </message>
    <message>
        <source>&lt;html&gt;&lt;head/&gt;&lt;body&gt;&lt;p&gt;Inverts the display of this axis. (+y points downward instead of upward)&lt;/p&gt;&lt;/body&gt;&lt;/html&gt;</source>
        <translation>&lt;html&gt;&lt;head/&gt;&lt;body&gt;&lt;p&gt;Invierte este eje (+y apunta hacia abajo en vez de hacia arriba).&lt;/p&gt;&lt;/body&gt;&lt;/html&gt;</translation>
    </message>
    <message>
        <source>Invert Axis</source>
        <translation>Invertir el eje</translation>
    </message>
    <message>
        <source>&lt;html&gt;&lt;head/&gt;&lt;body&gt;&lt;p&gt;Enables mouse interaction (panning, scaling) for this axis.&lt;/p&gt;&lt;/body&gt;&lt;/html&gt;</source>
        <translation>&lt;html&gt;&lt;head/&gt;&lt;body&gt;&lt;p&gt;Permite usar el ratón (desplazar, ampliar) en este eje.&lt;/p&gt;&lt;/body&gt;&lt;/html&gt;</translation>
    </message>
    <message>
        <source>Mouse Enabled</source>
        <translation>Ratón activado</translation>
    </message>
    <message>
        <source>&lt;html&gt;&lt;head/&gt;&lt;body&gt;&lt;p&gt;When checked, the axis will only auto-scale to data that is visible along the orthogonal axis.&lt;/p&gt;&lt;/body&gt;&lt;/html&gt;</source>
        <translation>&lt;html&gt;&lt;head/&gt;&lt;body&gt;&lt;p&gt;Marcado, el eje solo se escala a los datos visibles a lo largo del eje perpendicular.&lt;/p&gt;&lt;/body&gt;&lt;/html&gt;</translation>
    </message>
    <message>
        <source>Visible Data Only</source>
        <translation>Solo los datos visibles</translation>
    </message>
    <message>
        <source>&lt;html&gt;&lt;head/&gt;&lt;body&gt;&lt;p&gt;When checked, the axis will automatically pan to center on the current data, but the scale along this axis will not change.&lt;/p&gt;&lt;/body&gt;&lt;/html&gt;</source>
        <translation>&lt;html&gt;&lt;head/&gt;&lt;body&gt;&lt;p&gt;Marcado, el eje se desplaza solo para centrarse en los datos actuales, pero su escala no cambia.&lt;/p&gt;&lt;/body&gt;&lt;/html&gt;</translation>
    </message>
    <message>
        <source>Auto Pan Only</source>
        <translation>Solo desplazamiento automático</translation>
    </message>
</context>
<context>
    <name>GraphicsScene</name>
    <message>
        <source>Export...</source>
        <translation>Exportar...</translation>
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
        <translation>no se dio ningún motivo</translation>
    </message>
    <message>
        <source>The {area} area failed to load: {reason}

This is a fault of this build of the app, not of your files; the rest of the app works. The log (Help &gt; Open the log folder) has the details: please report them.</source>
        <translation>El área {area} no se pudo cargar: {reason}

Es un fallo de esta versión de la aplicación, no de tus archivos; el resto de la aplicación funciona. El registro (Ayuda &gt; Abrir la carpeta del registro) tiene los detalles: por favor, infórmanos.</translation>
    </message>
    <message>
        <source>Ruleset</source>
        <translation>Reglamento</translation>
    </message>
    <message>
        <source>Undone: {command}</source>
        <translation>Deshecho: {command}</translation>
    </message>
    <message>
        <source>Redone: {command}</source>
        <translation>Rehecho: {command}</translation>
    </message>
    <message>
        <source>&amp;Undo {command}</source>
        <translation>&amp;Deshacer {command}</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>&amp;Redo {command}</source>
        <translation>&amp;Rehacer {command}</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
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
        <translation>Funcionando sin registro: {problem}</translation>
    </message>
    <message>
        <source>Log: {problem}</source>
        <translation>Registro: {problem}</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>The areas show the new language after a restart. Restart now?</source>
        <translation>Las áreas muestran el idioma nuevo tras reiniciar. ¿Reiniciar ahora?</translation>
    </message>
    <message>
        <source>&amp;Restart now</source>
        <translation>&amp;Reiniciar ahora</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>Más &amp;tarde</translation>
    </message>
    <message>
        <source>This ruleset is written in {language}. Show the interface in {language}?</source>
        <translation>Este reglamento está escrito en {language}. ¿Mostrar la interfaz en {language}?</translation>
    </message>
    <message>
        <source>Show in {language}</source>
        <translation>Mostrar en {language}</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Ahora no</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Listo</translation>
    </message>
    <message>
        <source>Language: {problem}</source>
        <translation>Idioma: {problem}</translation>
    </message>
    <message>
        <source>Text size {percent}%</source>
        <translation>Tamaño del texto {percent}%</translation>
    </message>
    <message>
        <source>Loading rulesets…</source>
        <translation>Cargando los reglamentos…</translation>
    </message>
    <message>
        <source>The {area} area could not be opened.</source>
        <translation>No se pudo abrir el área {area}.</translation>
    </message>
    <message>
        <source>The area could not show this ruleset.</source>
        <translation>El área no pudo mostrar este reglamento.</translation>
    </message>
    <message>
        <source>No loaded ruleset has the id &apos;{id}&apos;</source>
        <translation>Ningún reglamento cargado tiene el id &apos;{id}&apos;</translation>
    </message>
    <message numerus="yes">
        <source>%n rulesets loaded</source>
        <translation>
            <numerusform>%n reglamento cargado</numerusform>
            <numerusform>%n reglamentos cargados</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{loaded}, %n with problems</source>
        <translation>
            <numerusform>{loaded}, %n con problemas</numerusform>
            <numerusform>{loaded}, %n con problemas</numerusform>
        </translation>
    </message>
    <message>
        <source>No rulesets loaded</source>
        <translation>Ningún reglamento cargado</translation>
    </message>
    <message>
        <source>The rulesets could not be loaded.</source>
        <translation>No se pudieron cargar los reglamentos.</translation>
    </message>
    <message>
        <source>the app was started without one</source>
        <translation>la aplicación se abrió sin él</translation>
    </message>
    <message>
        <source>There is no log folder ({reason})</source>
        <translation>No hay carpeta de registro ({reason})</translation>
    </message>
    <message>
        <source>Could not open {path}</source>
        <translation>No se pudo abrir {path}</translation>
    </message>
</context>
<context>
    <name>OddsChoicePanel</name>
    <message>
        <source>Check</source>
        <translation>Tirada</translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <translation>&amp;Tirada</translation>
    </message>
    <message>
        <source>Plot</source>
        <translation>Gráfica</translation>
    </message>
    <message>
        <source>&amp;Show</source>
        <translation>&amp;Mostrar</translation>
    </message>
    <message>
        <source>&amp;Outcome</source>
        <translation>&amp;Resultado</translation>
    </message>
    <message>
        <source>&amp;Across (x)</source>
        <translation>A lo largo de (&amp;x)</translation>
    </message>
    <message>
        <source>One curve &amp;per</source>
        <translation>Una curva &amp;por</translation>
    </message>
    <message>
        <source>x axis</source>
        <translation>eje x</translation>
    </message>
    <message>
        <source>curves</source>
        <translation>curvas</translation>
    </message>
    <message>
        <source>(one curve)</source>
        <translation>(una sola curva)</translation>
    </message>
</context>
<context>
    <name>OddsDialog</name>
    <message>
        <source>Odds: {check}</source>
        <translation>Probabilidades: {check}</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;P(success) = {fraction} = {percent}&lt;/b&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;P(éxito) = {fraction} = {percent}&lt;/b&gt;&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>OddsTableModel</name>
    <message>
        <source>P(success)</source>
        <translation>P(éxito)</translation>
    </message>
    <message>
        <source>P(any successful outcome)</source>
        <translation>P(cualquier resultado de éxito)</translation>
    </message>
    <message>
        <source>Mean
{measure}</source>
        <translation>Media
{measure}</translation>
    </message>
    <message>
        <source>Average {measure}</source>
        <translation>Media de {measure}</translation>
    </message>
    <message>
        <source>Average {measure}: {fraction} ({decimal})</source>
        <translation>Media de {measure}: {fraction} ({decimal})</translation>
    </message>
    <message>
        <source>Click for the full odds.</source>
        <translation>Haz clic para ver todas las probabilidades.</translation>
    </message>
</context>
<context>
    <name>OddsTablePanel</name>
    <message>
        <source>100% success</source>
        <translation>100% de éxito</translation>
    </message>
    <message>
        <source>Odds tables</source>
        <translation>Tablas de probabilidades</translation>
    </message>
    <message>
        <source>Copy CSV</source>
        <translation>Copiar CSV</translation>
    </message>
    <message>
        <source>Copy the whole table as CSV (Ctrl+C in the table)</source>
        <translation>Copiar la tabla entera como CSV (Ctrl+C en la tabla)</translation>
    </message>
    <message>
        <source>Copy Markdown</source>
        <translation>Copiar Markdown</translation>
    </message>
    <message>
        <source>Copy the whole table as a Markdown table (Ctrl+Shift+C)</source>
        <translation>Copiar la tabla entera como tabla Markdown (Ctrl+Mayús+C)</translation>
    </message>
    <message>
        <source>&amp;Check:</source>
        <translation>&amp;Tirada:</translation>
    </message>
    <message>
        <source>&amp;Rows:</source>
        <translation>&amp;Filas:</translation>
    </message>
    <message>
        <source>C&amp;olumns:</source>
        <translation>C&amp;olumnas:</translation>
    </message>
    <message>
        <source>This ruleset has no checks.</source>
        <translation>Este reglamento no tiene tiradas.</translation>
    </message>
    <message>
        <source>Working out the odds…</source>
        <translation>Calculando las probabilidades…</translation>
    </message>
    <message>
        <source>Each outcome</source>
        <translation>Cada resultado</translation>
    </message>
    <message>
        <source>{input}:</source>
        <translation>{input}:</translation>
    </message>
    <message>
        <source>Chance of each outcome, by {rows}. Hover for exact fractions; click a cell for its odds.</source>
        <translation>Probabilidad de cada resultado, por {rows}. Pasa el ratón para ver las fracciones exactas; haz clic en una celda para ver sus probabilidades.</translation>
    </message>
    <message>
        <source>Chance of success: {rows} (rows) × {columns} (columns). Hover for exact fractions; click for the odds.</source>
        <translation>Probabilidad de éxito: {rows} (filas) × {columns} (columnas). Pasa el ratón para ver las fracciones exactas; haz clic para ver las probabilidades.</translation>
    </message>
    <message>
        <source>These odds could not be worked out.</source>
        <translation>No se pudieron calcular estas probabilidades.</translation>
    </message>
    <message>
        <source>Working out the odds table</source>
        <translation>Calculando la tabla de probabilidades</translation>
    </message>
</context>
<context>
    <name>OddsView</name>
    <message>
        <source>PNG image (*.png)</source>
        <translation>Imagen PNG (*.png)</translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation>Dibujo SVG (*.svg)</translation>
    </message>
    <message>
        <source>CSV table (*.csv)</source>
        <translation>Tabla CSV (*.csv)</translation>
    </message>
    <message>
        <source>Pick a ruleset to see its odds.</source>
        <translation>Elige un reglamento para ver sus probabilidades.</translation>
    </message>
    <message>
        <source>Inputs (the marked point)</source>
        <translation>Datos (el punto marcado)</translation>
    </message>
    <message>
        <source>&amp;Dice expression…</source>
        <translation>Expresión de &amp;dados…</translation>
    </message>
    <message>
        <source>Export {format}…</source>
        <translation>Exportar {format}…</translation>
    </message>
    <message>
        <source>Export odds plot as {format}…</source>
        <translation>Exportar la gráfica de probabilidades como {format}…</translation>
    </message>
    <message>
        <source>{ruleset} has no checks to plot.</source>
        <translation>{ruleset} no tiene tiradas que representar.</translation>
    </message>
    <message>
        <source>{input} {value}, {odds}</source>
        <translation>{input} {value}, {odds}</translation>
    </message>
    <message>
        <source>These odds cannot be computed:
{reason}</source>
        <translation>Estas probabilidades no se pueden calcular:
{reason}</translation>
    </message>
    <message>
        <source>{input} {value}</source>
        <translation>{input} {value}</translation>
    </message>
    <message>
        <source>Marked: {point} (hover a band for its exact odds)</source>
        <translation>Marcado: {point} (pasa el ratón por una banda para ver sus probabilidades exactas)</translation>
    </message>
    <message>
        <source>{series} {name}, {point}</source>
        <translation>{series} {name}, {point}</translation>
    </message>
    <message>
        <source>Marked: {point}: {odds} = {fraction} = {percent}</source>
        <translation>Marcado: {point}: {odds} = {fraction} = {percent}</translation>
    </message>
    <message>
        <source>Export the odds plot as {format}</source>
        <translation>Exportar la gráfica de probabilidades como {format}</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>No se pudo exportar</translation>
    </message>
    <message>
        <source>Could not write {path}:
{reason}</source>
        <translation>No se pudo escribir {path}:
{reason}</translation>
    </message>
</context>
<context>
    <name>OutcomeCard</name>
    <message>
        <source>Effect:</source>
        <translation>Efecto:</translation>
    </message>
</context>
<context>
    <name>OverlayPanel</name>
    <message>
        <source>Characters from the library</source>
        <translation>Personajes de la biblioteca</translation>
    </message>
    <message>
        <source>&amp;Mark characters on the plot</source>
        <translation>Marcar personajes en la &amp;gráfica</translation>
    </message>
    <message>
        <source>Their &amp;value for</source>
        <translation>Su va&amp;lor de</translation>
    </message>
    <message>
        <source>From their &amp;sheet</source>
        <translation>De su &amp;hoja</translation>
    </message>
    <message>
        <source>Side by side: each its own &amp;curve</source>
        <translation>Lado a lado: cada uno su &amp;curva</translation>
    </message>
    <message>
        <source>Two to {count} characters, each plotted with every input their sheet gives</source>
        <translation>De dos a {count} personajes, cada uno representado con todos los datos que da su hoja</translation>
    </message>
    <message>
        <source>Re&amp;load the library</source>
        <translation>Recargar la &amp;biblioteca</translation>
    </message>
    <message>
        <source>{ruleset} has no character sheet.</source>
        <translation>{ruleset} no tiene hoja de personaje.</translation>
    </message>
    <message>
        <source>No field of the character sheet gives an input of this check.</source>
        <translation>Ningún campo de la hoja de personaje da un dato de esta tirada.</translation>
    </message>
    <message>
        <source>no usable {input}: the inputs&apos; value</source>
        <translation>sin {input} utilizable: el valor de los datos</translation>
    </message>
    <message>
        <source>At {point}:</source>
        <translation>En {point}:</translation>
    </message>
    <message>
        <source>No {ruleset} characters in the library yet: make some in the Characters area.</source>
        <translation>Aún no hay personajes de {ruleset} en la biblioteca: crea algunos en el área Personajes.</translation>
    </message>
    <message>
        <source>no usable value</source>
        <translation>sin valor utilizable</translation>
    </message>
    <message numerus="yes">
        <source>%n files could not be opened</source>
        <translation>
            <numerusform>%n archivo no se pudo abrir</numerusform>
            <numerusform>%n archivos no se pudieron abrir</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlotData</name>
    <message>
        <source>P(success)</source>
        <translation>P(éxito)</translation>
    </message>
    <message>
        <source>P(outcome)</source>
        <translation>P(resultado)</translation>
    </message>
    <message>
        <source>P(at least this outcome)</source>
        <translation>P(al menos este resultado)</translation>
    </message>
    <message>
        <source>Stacked outcome bands</source>
        <translation>Bandas de resultados apiladas</translation>
    </message>
    <message>
        <source>{odds}, all {rolls} rolls</source>
        <translation>{odds}, las {rolls} tiradas</translation>
    </message>
    <message>
        <source>{odds}, at least {count} of {rolls} rolls</source>
        <translation>{odds}, al menos {count} de {rolls} tiradas</translation>
    </message>
    <message>
        <source>P({outcome} or better)</source>
        <translation>P({outcome} o mejor)</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>Personaje</translation>
    </message>
    <message>
        <source>{check}: {odds}, by {input}</source>
        <translation>{check}: {odds}, según {input}</translation>
    </message>
    <message>
        <source>{check}: {odds} by {input}</source>
        <translation>{check}: {odds} según {input}</translation>
    </message>
    <message>
        <source>{title}, one curve per {input}</source>
        <translation>{title}, una curva por {input}</translation>
    </message>
    <message>
        <source>{title}, one curve per character (their own sheet)</source>
        <translation>{title}, una curva por personaje (su propia hoja)</translation>
    </message>
    <message>
        <source>check</source>
        <translation>tirada</translation>
    </message>
    <message>
        <source>measure</source>
        <translation>medida</translation>
    </message>
    <message>
        <source>curve</source>
        <translation>curva</translation>
    </message>
    <message>
        <source>probability</source>
        <translation>probabilidad</translation>
    </message>
    <message>
        <source>percent</source>
        <translation>porcentaje</translation>
    </message>
    <message>
        <source>other inputs</source>
        <translation>otros datos</translation>
    </message>
    <message>
        <source>P({outcome})</source>
        <translation>P({outcome})</translation>
    </message>
</context>
<context>
    <name>PlotItem</name>
    <message>
        <source>Transforms</source>
        <translation>Transformaciones</translation>
    </message>
    <message>
        <source>Downsample</source>
        <translation>Reducir muestras</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Media</translation>
    </message>
    <message>
        <source>Alpha</source>
        <translation>Transparencia</translation>
    </message>
    <message>
        <source>Grid</source>
        <translation>Cuadrícula</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Plot Options</source>
        <translation>Opciones de la gráfica</translation>
    </message>
</context>
<context>
    <name>ProbabilityText</name>
    <message>
        <source>exact</source>
        <translation>exacta</translation>
    </message>
</context>
<context>
    <name>ProblemsDialog</name>
    <message>
        <source>Rulesets with problems</source>
        <translation>Reglamentos con problemas</translation>
    </message>
    <message numerus="yes">
        <source>%n ruleset files could not be loaded ({names}). Fix the lines below in a text editor; the app reloads a file as soon as it is saved. `gm-assistant validate FILE` prints the same list.</source>
        <translation>
            <numerusform>%n archivo de reglamento no se pudo cargar ({names}). Corrige las líneas de abajo en un editor de texto; la aplicación vuelve a cargar un archivo en cuanto se guarda. `gm-assistant validate ARCHIVO` muestra la misma lista.</numerusform>
            <numerusform>%n archivos de reglamento no se pudieron cargar ({names}). Corrige las líneas de abajo en un editor de texto; la aplicación vuelve a cargar un archivo en cuanto se guarda. `gm-assistant validate ARCHIVO` muestra la misma lista.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copiar</translation>
    </message>
</context>
<context>
    <name>RulesetPicker</name>
    <message>
        <source>The ruleset (game system) the charts, odds and sheets use</source>
        <translation>El reglamento (sistema de juego) que usan las tablas, las probabilidades y las hojas</translation>
    </message>
    <message>
        <source>Loading rulesets…</source>
        <translation>Cargando los reglamentos…</translation>
    </message>
    <message>
        <source>{name}  (house rules)</source>
        <translation>{name}  (reglas de la casa)</translation>
    </message>
    <message>
        <source>House rules from {file}</source>
        <translation>Reglas de la casa de {file}</translation>
    </message>
    <message>
        <source>{file}: does not load</source>
        <translation>{file}: no se carga</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… y %n más</numerusform>
            <numerusform>… y %n más</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;This file has problems&lt;/b&gt; (Help ▸ Ruleset problems)</source>
        <translation>&lt;b&gt;Este archivo tiene problemas&lt;/b&gt; (Ayuda ▸ Problemas de los reglamentos)</translation>
    </message>
</context>
<context>
    <name>SeriesPanel</name>
    <message>
        <source>Series of rolls</source>
        <translation>Serie de tiradas</translation>
    </message>
    <message>
        <source>The odds over several rolls of the check at the marked point: all of them succeed, or at least some</source>
        <translation>Las probabilidades en varias tiradas en el punto marcado: que todas tengan éxito, o al menos algunas</translation>
    </message>
    <message>
        <source>&amp;Plot the series across the inputs</source>
        <translation>Llevar la serie a la grá&amp;fica</translation>
    </message>
    <message>
        <source>The plot shows the chance of the series (all, or at least k of n rolls) at every point, instead of one roll&apos;s</source>
        <translation>La gráfica muestra la probabilidad de la serie (todas, o al menos k de n tiradas) en cada punto, en vez de la de una tirada</translation>
    </message>
    <message>
        <source>&amp;Rolls:</source>
        <translation>&amp;Número de tiradas:</translation>
    </message>
    <message>
        <source>At &amp;least:</source>
        <translation>Al men&amp;os:</translation>
    </message>
    <message>
        <source>One roll succeeds: {odds}</source>
        <translation>Éxito en una tirada: {odds}</translation>
    </message>
    <message numerus="yes">
        <source>All %n succeed: &lt;b&gt;{odds}&lt;/b&gt;</source>
        <translation>
            <numerusform>Éxito en la única tirada: &lt;b&gt;{odds}&lt;/b&gt;</numerusform>
            <numerusform>Éxito en las %n: &lt;b&gt;{odds}&lt;/b&gt;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>At least {count} of %n succeed: &lt;b&gt;{odds}&lt;/b&gt;</source>
        <translation>
            <numerusform>Éxito en al menos {count} de %n: &lt;b&gt;{odds}&lt;/b&gt;</numerusform>
            <numerusform>Éxito en al menos {count} de %n: &lt;b&gt;{odds}&lt;/b&gt;</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>File</source>
        <translation>Archivo</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>Editar</translation>
    </message>
    <message>
        <source>View</source>
        <translation>Ver</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Ayuda</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Tablas</translation>
    </message>
    <message>
        <source>Odds</source>
        <translation>Probabilidades</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>Personajes</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <source>Encounters</source>
        <translation>Encuentros</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Dónde</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Acción</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Teclas</translation>
    </message>
</context>
<context>
    <name>ViewBox</name>
    <message>
        <source>ViewBox options</source>
        <translation>Opciones de la vista</translation>
    </message>
    <message>
        <source>View All</source>
        <translation>Ver todo</translation>
    </message>
    <message>
        <source>Mouse Mode</source>
        <translation>Modo del ratón</translation>
    </message>
    <message>
        <source>3 button</source>
        <translation>3 botones</translation>
    </message>
    <message>
        <source>1 button</source>
        <translation>1 botón</translation>
    </message>
    <message>
        <source>axis</source>
        <translation>eje</translation>
    </message>
</context>
</TS>
