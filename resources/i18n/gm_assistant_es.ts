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
        <source>Qt 6 and PySide6</source>
        <translation>Qt 6 y PySide6</translation>
    </message>
    <message>
        <source>gmpy2 with GMP, MPFR and MPC</source>
        <translation>gmpy2 con GMP, MPFR y MPC</translation>
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
    <name>BatchDialog</name>
    <message>
        <source>Several {ruleset} characters at once</source>
        <translation>Varios personajes de {ruleset} a la vez</translation>
    </message>
    <message>
        <source>&amp;Individuals, numbered</source>
        <translation>&amp;Individuales, numerados</translation>
    </message>
    <message>
        <source>One &amp;mook group of that many members</source>
        <translation>Un solo grupo de &amp;esbirros con ese número de miembros</translation>
    </message>
    <message>
        <source>{ruleset} has no mook group template</source>
        <translation>{ruleset} no tiene plantilla de grupo de esbirros</translation>
    </message>
    <message>
        <source>…and &amp;follow it: changing it later changes them all</source>
        <translation>…y &amp;seguirlo: cambiarlo después los cambia a todos</translation>
    </message>
    <message>
        <source>&amp;Copy {name}</source>
        <translation>C&amp;opiar a {name}</translation>
    </message>
    <message>
        <source>Copy the selected character (none selected)</source>
        <translation>Copiar el personaje seleccionado (no hay ninguno)</translation>
    </message>
    <message>
        <source>&amp;How many</source>
        <translation>&amp;Cuántos</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Nombre</translation>
    </message>
    <message>
        <source>&amp;Template</source>
        <translation>&amp;Plantilla</translation>
    </message>
    <message>
        <source>&amp;Create</source>
        <translation>C&amp;rear</translation>
    </message>
    <message>
        <source>Goblin</source>
        <translation>Goblin</translation>
    </message>
    <message>
        <source>{rules}: buy them with {resource}</source>
        <translation>{rules}: cómpralos con {resource}</translation>
    </message>
    <message>
        <source>Their &amp;level</source>
        <translation>Su ni&amp;vel</translation>
    </message>
    <message>
        <source>the &amp;party&apos;s top level</source>
        <translation>el nivel más alto del &amp;grupo</translation>
    </message>
    <message>
        <source>Makes one mook group, {name}, of 1 member.</source>
        <translation>Crea un grupo de esbirros, {name}, de 1 miembro.</translation>
    </message>
    <message>
        <source>Makes one mook group, {name}, of {count} members.</source>
        <translation>Crea un grupo de esbirros, {name}, de {count} miembros.</translation>
    </message>
    <message>
        <source>Makes {name} 1.</source>
        <translation>Crea {name} 1.</translation>
    </message>
    <message>
        <source>Makes {name} 1 … {name} {count}.</source>
        <translation>Crea {name} 1 … {name} {count}.</translation>
    </message>
    <message>
        <source>&amp;Individuals, numbered ({name} 1, {name} 2, …)</source>
        <translation>&amp;Individuales, numerados ({name} 1, {name} 2, …)</translation>
    </message>
    <message>
        <source>costs &lt;b&gt;{cost}&lt;/b&gt; {resource}</source>
        <translation>cuesta &lt;b&gt;{cost}&lt;/b&gt; de {resource}</translation>
    </message>
</context>
<context>
    <name>CasualtyModel</name>
    <message>
        <source>Estimate from simulated fights: {value}, 95% interval {low} to {high}</source>
        <translation>Estimación a partir de combates simulados: {value}, intervalo del 95% de {low} a {high}</translation>
    </message>
    <message>
        <source>Exact: {fraction}</source>
        <translation>Exacto: {fraction}</translation>
    </message>
    <message>
        <source>Combatant</source>
        <translation>Combatiente</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Bando</translation>
    </message>
    <message>
        <source>P(out)</source>
        <translation>P(fuera)</translation>
    </message>
    <message>
        <source>P(killed)</source>
        <translation>P(muerte)</translation>
    </message>
    <message>
        <source>party</source>
        <translation>grupo</translation>
    </message>
    <message>
        <source>opposition</source>
        <translation>oposición</translation>
    </message>
</context>
<context>
    <name>CharacterPrinter</name>
    <message>
        <source>choose at least one character to print</source>
        <translation>elige al menos un personaje para imprimir</translation>
    </message>
    <message>
        <source>could not start drawing on the printer or file</source>
        <translation>no se pudo empezar a dibujar en la impresora o el archivo</translation>
    </message>
    <message>
        <source>could not write {file}</source>
        <translation>no se pudo escribir {file}</translation>
    </message>
</context>
<context>
    <name>CharactersView</name>
    <message>
        <source>&amp;New…</source>
        <translation>&amp;Nuevo…</translation>
    </message>
    <message>
        <source>A new character from a template (Ctrl+N, Enter)</source>
        <translation>Un personaje nuevo a partir de una plantilla (Ctrl+N, Intro)</translation>
    </message>
    <message>
        <source>&amp;Batch…</source>
        <translation>En l&amp;ote…</translation>
    </message>
    <message>
        <source>Several at once: 6 goblins, or one mook group</source>
        <translation>Varios a la vez: 6 goblins, o un grupo de esbirros</translation>
    </message>
    <message>
        <source>&amp;Duplicate</source>
        <translation>&amp;Duplicar</translation>
    </message>
    <message>
        <source>A copy of the open character</source>
        <translation>Una copia del personaje abierto</translation>
    </message>
    <message>
        <source>De&amp;lete…</source>
        <translation>E&amp;liminar…</translation>
    </message>
    <message>
        <source>Move the selected characters to the library&apos;s trash</source>
        <translation>Mover los personajes seleccionados a la papelera de la biblioteca</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <source>Save the open character</source>
        <translation>Guardar el personaje abierto</translation>
    </message>
    <message>
        <source>Save &amp;all</source>
        <translation>Guardar &amp;todos</translation>
    </message>
    <message>
        <source>Save every character with unsaved edits</source>
        <translation>Guardar todos los personajes con cambios sin guardar</translation>
    </message>
    <message>
        <source>Import files…</source>
        <translation>Importar archivos…</translation>
    </message>
    <message>
        <source>Copy character files into the library</source>
        <translation>Copiar archivos de personaje a la biblioteca</translation>
    </message>
    <message>
        <source>Import a folder…</source>
        <translation>Importar una carpeta…</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportar…</translation>
    </message>
    <message>
        <source>Copy the selected characters to a file or folder</source>
        <translation>Copiar los personajes seleccionados a un archivo o una carpeta</translation>
    </message>
    <message>
        <source>Open a sa&amp;mple…</source>
        <translation>Abrir un e&amp;jemplo…</translation>
    </message>
    <message>
        <source>Copy sample characters from the rulebooks into the library</source>
        <translation>Copiar personajes de ejemplo de los manuales a la biblioteca</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Imprimir…</translation>
    </message>
    <message>
        <source>Print the selected characters: sheets or cards</source>
        <translation>Imprimir los personajes seleccionados: hojas o fichas</translation>
    </message>
    <message>
        <source>Print pre&amp;view…</source>
        <translation>&amp;Vista previa…</translation>
    </message>
    <message>
        <source>See the pages of the selected characters before printing</source>
        <translation>Ver las páginas de los personajes seleccionados antes de imprimir</translation>
    </message>
    <message>
        <source>Export P&amp;DF…</source>
        <translation>Exportar PD&amp;F…</translation>
    </message>
    <message>
        <source>The selected characters as a PDF: sheets or cards</source>
        <translation>Los personajes seleccionados en un PDF: hojas o fichas</translation>
    </message>
    <message>
        <source>Search the library</source>
        <translation>Buscar en la biblioteca</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Archivos</translation>
    </message>
    <message>
        <source>Library &amp;folder…</source>
        <translation>&amp;Carpeta de la biblioteca…</translation>
    </message>
    <message>
        <source>Keep the characters in another folder</source>
        <translation>Guardar los personajes en otra carpeta</translation>
    </message>
    <message>
        <source>Import / export</source>
        <translation>Importar / exportar</translation>
    </message>
    <message>
        <source>Character files (*.yaml)</source>
        <translation>Archivos de personaje (*.yaml)</translation>
    </message>
    <message>
        <source>1 file could not be imported.</source>
        <translation>1 archivo no se pudo importar.</translation>
    </message>
    <message>
        <source>{count} files could not be imported.</source>
        <translation>{count} archivos no se pudieron importar.</translation>
    </message>
    <message>
        <source>Imported 1 character</source>
        <translation>1 personaje importado</translation>
    </message>
    <message>
        <source>Imported {count} characters</source>
        <translation>{count} personajes importados</translation>
    </message>
    <message>
        <source>1 file in {folder} was not imported.</source>
        <translation>1 archivo de {folder} no se importó.</translation>
    </message>
    <message>
        <source>{count} files in {folder} were not imported.</source>
        <translation>{count} archivos de {folder} no se importaron.</translation>
    </message>
    <message>
        <source>Imported 1 character from {folder}</source>
        <translation>1 personaje importado de {folder}</translation>
    </message>
    <message>
        <source>Imported {count} characters from {folder}</source>
        <translation>{count} personajes importados de {folder}</translation>
    </message>
    <message>
        <source>Import characters</source>
        <translation>Importar personajes</translation>
    </message>
    <message>
        <source>Import a folder of characters</source>
        <translation>Importar una carpeta de personajes</translation>
    </message>
    <message>
        <source>The characters were not exported.</source>
        <translation>Los personajes no se exportaron.</translation>
    </message>
    <message>
        <source>Exported 1 character</source>
        <translation>1 personaje exportado</translation>
    </message>
    <message>
        <source>Exported {count} characters</source>
        <translation>{count} personajes exportados</translation>
    </message>
    <message>
        <source>{exported} (unsaved edits are not in the copies: save first)</source>
        <translation>{exported} (los cambios sin guardar no están en las copias: guarda primero)</translation>
    </message>
    <message>
        <source>Select characters in the list to export</source>
        <translation>Selecciona personajes en la lista para exportarlos</translation>
    </message>
    <message>
        <source>Export a character</source>
        <translation>Exportar un personaje</translation>
    </message>
    <message>
        <source>Export to a folder</source>
        <translation>Exportar a una carpeta</translation>
    </message>
    <message>
        <source>Wrote {file}: 1 page</source>
        <translation>{file} escrito: 1 página</translation>
    </message>
    <message>
        <source>Wrote {file}: {count} pages</source>
        <translation>{file} escrito: {count} páginas</translation>
    </message>
    <message>
        <source>Sent 1 page to the printer</source>
        <translation>1 página enviada a la impresora</translation>
    </message>
    <message>
        <source>Sent {count} pages to the printer</source>
        <translation>{count} páginas enviadas a la impresora</translation>
    </message>
    <message>
        <source>Export PDF…</source>
        <translation>Exportar PDF…</translation>
    </message>
    <message>
        <source>Select characters in the list to make a PDF of</source>
        <translation>Selecciona personajes en la lista para hacer un PDF con ellos</translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation>Exportar PDF</translation>
    </message>
    <message>
        <source>characters.pdf</source>
        <translation>personajes.pdf</translation>
    </message>
    <message>
        <source>The PDF was not written.</source>
        <translation>El PDF no se escribió.</translation>
    </message>
    <message>
        <source>Print preview</source>
        <translation>Vista previa de impresión</translation>
    </message>
    <message>
        <source>Nothing to preview: {error}</source>
        <translation>Nada que mostrar en la vista previa: {error}</translation>
    </message>
    <message>
        <source>Preview…</source>
        <translation>Vista previa…</translation>
    </message>
    <message>
        <source>Select characters in the list to preview</source>
        <translation>Selecciona personajes en la lista para ver su vista previa</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Imprimir…</translation>
    </message>
    <message>
        <source>Select characters in the list to print</source>
        <translation>Selecciona personajes en la lista para imprimirlos</translation>
    </message>
    <message>
        <source>Nothing was printed.</source>
        <translation>No se imprimió nada.</translation>
    </message>
    <message>
        <source>{name} was not saved; its edits are kept (and autosaved).</source>
        <translation>{name} no se guardó; sus cambios se conservan (y se guardan automáticamente).</translation>
    </message>
    <message>
        <source>Saved {name}</source>
        <translation>Guardado: {name}</translation>
    </message>
    <message>
        <source>Changed on disk</source>
        <translation>Cambiado en el disco</translation>
    </message>
    <message>
        <source>{file} was changed by another program since {name} was opened here. Save your edits over it? The version on disk is kept as {file}.bak.</source>
        <translation>Otro programa cambió {file} desde que se abrió {name} aquí. ¿Guardar tus cambios encima? La versión del disco se conserva como {file}.bak.</translation>
    </message>
    <message>
        <source>Not saved: {file} keeps the other program&apos;s version; your edits stay here (and autosaved)</source>
        <translation>Sin guardar: {file} conserva la versión del otro programa; tus cambios siguen aquí (y guardados automáticamente)</translation>
    </message>
    <message>
        <source>Unsaved characters</source>
        <translation>Personajes sin guardar</translation>
    </message>
    <message>
        <source>Save your edits to {names}?</source>
        <translation>¿Guardar tus cambios en {names}?</translation>
    </message>
    <message>
        <source>Discarded the unsaved edits</source>
        <translation>Se descartaron los cambios sin guardar</translation>
    </message>
    <message>
        <source>These edits could not be recovered.</source>
        <translation>Estos cambios no se pudieron recuperar.</translation>
    </message>
    <message>
        <source>{name}: the ruleset &apos;{ruleset}&apos; is not loaded; its edits stay in the recovery folder</source>
        <translation>{name}: el reglamento &apos;{ruleset}&apos; no está cargado; sus cambios se quedan en la carpeta de recuperación</translation>
    </message>
    <message>
        <source>{name} has unsaved edits open: save or undo them, then recover the earlier ones</source>
        <translation>{name} tiene cambios sin guardar abiertos: guárdalos o deshazlos, y luego recupera los anteriores</translation>
    </message>
    <message>
        <source>Restored 1 character with unsaved edits: save it to keep them</source>
        <translation>1 personaje restaurado con cambios sin guardar: guárdalo para conservarlos</translation>
    </message>
    <message>
        <source>Restored {count} characters with unsaved edits: save them to keep them</source>
        <translation>{count} personajes restaurados con cambios sin guardar: guárdalos para conservarlos</translation>
    </message>
    <message>
        <source>The library is now {folder}</source>
        <translation>La biblioteca está ahora en {folder}</translation>
    </message>
    <message>
        <source>Library folder</source>
        <translation>Carpeta de la biblioteca</translation>
    </message>
    <message>
        <source>{name} changed on disk while you edit it: saving replaces that version (the old one is kept as .bak)</source>
        <translation>{name} cambió en el disco mientras lo editas: guardar reemplaza esa versión (la antigua se conserva como .bak)</translation>
    </message>
    <message>
        <source>The character was not made.</source>
        <translation>El personaje no se creó.</translation>
    </message>
    <message>
        <source>Made {name}</source>
        <translation>Creado: {name}</translation>
    </message>
    <message>
        <source>Not every character was made.</source>
        <translation>No se crearon todos los personajes.</translation>
    </message>
    <message>
        <source>Made 1 character</source>
        <translation>1 personaje creado</translation>
    </message>
    <message>
        <source>Made {count} characters</source>
        <translation>{count} personajes creados</translation>
    </message>
    <message>
        <source>The characters were not made.</source>
        <translation>Los personajes no se crearon.</translation>
    </message>
    <message>
        <source>{name} (copy)</source>
        <translation>{name} (copia)</translation>
    </message>
    <message>
        <source>The copy was not made.</source>
        <translation>La copia no se hizo.</translation>
    </message>
    <message>
        <source>Move {names} to the library&apos;s trash?
The files go to the .trash folder of the library, from where they can be taken back.
Their unsaved edits are lost.</source>
        <translation>¿Mover {names} a la papelera de la biblioteca?
Los archivos van a la carpeta .trash de la biblioteca, de donde se pueden recuperar.
Sus cambios sin guardar se pierden.</translation>
    </message>
    <message>
        <source>Move {names} to the library&apos;s trash?
The files go to the .trash folder of the library, from where they can be taken back.</source>
        <translation>¿Mover {names} a la papelera de la biblioteca?
Los archivos van a la carpeta .trash de la biblioteca, de donde se pueden recuperar.</translation>
    </message>
    <message>
        <source>Delete characters</source>
        <translation>Eliminar personajes</translation>
    </message>
    <message>
        <source>{name} was not deleted.</source>
        <translation>{name} no se eliminó.</translation>
    </message>
    <message>
        <source>Moved 1 character to the trash</source>
        <translation>1 personaje movido a la papelera</translation>
    </message>
    <message>
        <source>Moved {count} characters to the trash</source>
        <translation>{count} personajes movidos a la papelera</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>Personajes</translation>
    </message>
    <message>
        <source>Choose a ruleset to see its characters.</source>
        <translation>Elige un reglamento para ver sus personajes.</translation>
    </message>
    <message>
        <source>{ruleset} has no character sheet template, so it has no characters.</source>
        <translation>{ruleset} no tiene plantilla de hoja de personaje, así que no tiene personajes.</translation>
    </message>
    <message>
        <source>Listing the characters in the library…</source>
        <translation>Listando los personajes de la biblioteca…</translation>
    </message>
    <message>
        <source>Choose a character in the list.</source>
        <translation>Elige un personaje de la lista.</translation>
    </message>
    <message>
        <source>No characters for {ruleset} yet</source>
        <translation>Aún no hay personajes de {ruleset}</translation>
    </message>
    <message>
        <source>Make a PC, an NPC or a quick mook from the ruleset&apos;s templates, or start from a sample character from the rulebook.</source>
        <translation>Crea un PJ, un PNJ o un esbirro rápido con las plantillas del reglamento, o empieza por un personaje de ejemplo del manual.</translation>
    </message>
    <message>
        <source>{name}: {error} (shown without it)</source>
        <translation>{name}: {error} (se muestra sin ello)</translation>
    </message>
    <message>
        <source>This file does not open</source>
        <translation>Este archivo no se abre</translation>
    </message>
    <message>
        <source>{error}&lt;br&gt;&lt;br&gt;It is left as it is: fix it in a text editor, or delete it.</source>
        <translation>{error}&lt;br&gt;&lt;br&gt;Se deja tal cual: corrígelo en un editor de texto o elimínalo.</translation>
    </message>
    <message>
        <source>{file} does not open</source>
        <translation>{file} no se abre</translation>
    </message>
    <message>
        <source>The ruleset &apos;{ruleset}&apos; is not loaded</source>
        <translation>El reglamento &apos;{ruleset}&apos; no está cargado</translation>
    </message>
    <message>
        <source>{ruleset} has no character sheet</source>
        <translation>{ruleset} no tiene hoja de personaje</translation>
    </message>
    <message>
        <source>{name} cannot be shown</source>
        <translation>{name} no se puede mostrar</translation>
    </message>
    <message>
        <source>{why}. Add the ruleset file to your rulesets folder (or fix its problems, listed under the ruleset menu) and it opens; the file is left as it is.</source>
        <translation>{why}. Añade el archivo del reglamento a tu carpeta de reglamentos (o corrige sus problemas, listados en el menú de reglamentos) y se abrirá; el archivo se deja tal cual.</translation>
    </message>
    <message>
        <source>{name}: the ruleset &apos;{ruleset}&apos; is not loaded (or has no sheet)</source>
        <translation>{name}: el reglamento &apos;{ruleset}&apos; no está cargado (o no tiene hoja)</translation>
    </message>
    <message>
        <source>Unsaved edits kept safe (autosaved)</source>
        <translation>Cambios sin guardar a salvo (guardado automático)</translation>
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
    <name>ChoiceEditor</name>
    <message>
        <source>an option, or your own: Label (R, points)</source>
        <translation>una opción, o la tuya: Etiqueta (R, puntos)</translation>
    </message>
    <message>
        <source>rated {rating} (picked)</source>
        <translation>valorado {rating} (elegido)</translation>
    </message>
</context>
<context>
    <name>ConflictProblem</name>
    <message>
        <source>the fight has more than {max_states:,} states to solve exactly</source>
        <translation>el combate tiene más de {max_states:,} estados para resolverlo con exactitud</translation>
    </message>
    <message>
        <source>the fight can return to earlier states through more than {max_linear_states} states</source>
        <translation>el combate puede volver a estados anteriores pasando por más de {max_linear_states} estados</translation>
    </message>
    <message>
        <source>the fight never leaves {state}</source>
        <translation>el combate nunca sale de {state}</translation>
    </message>
    <message>
        <source>the fight can return to earlier states and has more than {max_linear_states} states to solve exactly</source>
        <translation>el combate puede volver a estados anteriores y tiene más de {max_linear_states} estados para resolverlo con exactitud</translation>
    </message>
    <message>
        <source>the fight can go on for ever without ending</source>
        <translation>el combate puede seguir para siempre sin acabar</translation>
    </message>
    <message>
        <source>{who}: &apos;{raw}&apos; is not a level of {stat} ({name}); allowed: {allowed}</source>
        <translation>{who}: «{raw}» no es un nivel de {stat} ({name}); se admite: {allowed}</translation>
    </message>
    <message>
        <source>{who}: &apos;{raw}&apos; is not allowed for {stat} ({name}); allowed: whole numbers {min}..{max}</source>
        <translation>{who}: «{raw}» no vale para {stat} ({name}); se admiten números enteros {min}..{max}</translation>
    </message>
    <message>
        <source>{who}: &apos;{unknown}&apos; is not a stat or pool of {conflict}; known: {known}</source>
        <translation>{who}: «{unknown}» no es un atributo ni una reserva de {conflict}; conocidos: {known}</translation>
    </message>
    <message>
        <source>{who}: &apos;{raw}&apos; is not a whole number of {pool}</source>
        <translation>{who}: «{raw}» no es un número entero de {pool}</translation>
    </message>
    <message>
        <source>&apos;{conflict_id}&apos; is not a contest of &apos;{ruleset}&apos;</source>
        <translation>«{conflict_id}» no es una competición de «{ruleset}»</translation>
    </message>
    <message>
        <source>the document</source>
        <translation>el documento</translation>
    </message>
    <message>
        <source>{field}: {message}</source>
        <translation>{field}: {message}</translation>
    </message>
    <message>
        <source>an encounter file is a mapping</source>
        <translation>un archivo de encuentro es un mapa de claves</translation>
    </message>
    <message>
        <source>not overwritten, this file does not open as an encounter: {message}</source>
        <translation>no se sobrescribe, este archivo no se abre como encuentro: {message}</translation>
    </message>
    <message>
        <source>cannot save: {reason} (the file on disk is unchanged)</source>
        <translation>no se puede guardar: {reason} (el archivo en disco no ha cambiado)</translation>
    </message>
    <message>
        <source>the encounter is for &apos;{ruleset}&apos;, not &apos;{ruleset_id}&apos;</source>
        <translation>el encuentro es para «{ruleset}», no para «{ruleset_id}»</translation>
    </message>
    <message>
        <source>&apos;{ruleset}&apos; has no conflict rules</source>
        <translation>«{ruleset}» no tiene reglas de conflicto</translation>
    </message>
    <message>
        <source>unknown conflict &apos;{conflict_id}&apos;; conflicts: {known}</source>
        <translation>conflicto desconocido «{conflict_id}»; conflictos: {known}</translation>
    </message>
    <message>
        <source>{total} combatants; an encounter fields at most {max_members}</source>
        <translation>{total} combatientes; un encuentro admite como mucho {max_members}</translation>
    </message>
    <message>
        <source>a member has either &apos;character&apos; or &apos;template&apos;</source>
        <translation>un miembro tiene «character» o «template»</translation>
    </message>
    <message>
        <source>no character file &apos;{character}.yaml&apos; beside the encounter, in the library or among the samples</source>
        <translation>no hay archivo de personaje «{character}.yaml» junto al encuentro, en la biblioteca ni entre los ejemplos</translation>
    </message>
    <message>
        <source>&apos;{found}&apos; is a {ruleset} character</source>
        <translation>«{found}» es un personaje de {ruleset}</translation>
    </message>
    <message>
        <source>{path} is an encounter for &apos;{ruleset}&apos;; choose that ruleset first.</source>
        <translation>{path} es un encuentro para «{ruleset}»; elige antes ese reglamento.</translation>
    </message>
    <message>
        <source>Not saved: put at least one combatant on each side</source>
        <translation>No se guardó: pon al menos un combatiente en cada bando</translation>
    </message>
    <message>
        <source>The encounter has no file of its own yet: save it as a new file</source>
        <translation>El encuentro aún no tiene archivo propio: guárdalo como archivo nuevo</translation>
    </message>
    <message>
        <source>an encounter recovery file is a mapping</source>
        <translation>un archivo de recuperación de encuentro es un mapa de claves</translation>
    </message>
    <message>
        <source>the recovered encounter is not for &apos;{ruleset_id}&apos;</source>
        <translation>el encuentro recuperado no es para «{ruleset_id}»</translation>
    </message>
    <message>
        <source>a round of this fight has too many ways to go</source>
        <translation>un asalto de este combate tiene demasiados caminos posibles</translation>
    </message>
    <message>
        <source>this fight has too many ways to go to weigh them</source>
        <translation>este combate tiene demasiados caminos posibles para sopesarlos</translation>
    </message>
    <message>
        <source>&apos;{conflict_id}&apos; is not a conflict of &apos;{ruleset}&apos;; conflicts: {known}</source>
        <translation>«{conflict_id}» no es un conflicto de «{ruleset}»; conflictos: {known}</translation>
    </message>
    <message>
        <source>&apos;{conflict_id}&apos; is a contest, not a fight</source>
        <translation>«{conflict_id}» es una competición, no un combate</translation>
    </message>
    <message>
        <source>{name}: &apos;{side}&apos; is not a side</source>
        <translation>{name}: «{side}» no es un bando</translation>
    </message>
    <message>
        <source>{name} has no sheet at the Table to join the fight with: link them to a library character, or mark a hit on them</source>
        <translation>{name} no tiene hoja en la Mesa con la que entrar en el combate: enlázalo a un personaje de la biblioteca o márcale un golpe</translation>
    </message>
    <message>
        <source>{path}: {value}</source>
        <translation>{path}: {value}</translation>
    </message>
    <message>
        <source>{path}: {error}</source>
        <translation>{path}: {error}</translation>
    </message>
    <message>
        <source>{path}: the hit sheets: {error}</source>
        <translation>{path}: las hojas de golpes: {error}</translation>
    </message>
    <message>
        <source>the opposition input &apos;{info}&apos; is not a number</source>
        <translation>la entrada de la oposición «{info}» no es un número</translation>
    </message>
    <message>
        <source>check &apos;{check_id}&apos; cannot take invocations: it needs a bonus spend and a single roll</source>
        <translation>la tirada «{check_id}» no admite invocaciones: necesita un gasto de bonificación y una sola tirada</translation>
    </message>
    <message>
        <source>check &apos;{check_id}&apos; cannot take invocations: its outcome is not decided by one roll</source>
        <translation>la tirada «{check_id}» no admite invocaciones: su resultado no lo decide una sola tirada</translation>
    </message>
    <message>
        <source>not a mapping</source>
        <translation>no es un mapa de claves</translation>
    </message>
    <message>
        <source>unknown key &apos;{unknown}&apos;</source>
        <translation>clave desconocida «{unknown}»</translation>
    </message>
    <message>
        <source>missing required key &apos;encounter&apos;</source>
        <translation>falta la clave obligatoria «encounter»</translation>
    </message>
    <message>
        <source>&apos;{ruleset}&apos; is not this table&apos;s ruleset &apos;{ruleset_id}&apos;</source>
        <translation>«{ruleset}» no es el reglamento de esta mesa, «{ruleset_id}»</translation>
    </message>
    <message>
        <source>not a list of at most {max_folders} folders</source>
        <translation>no es una lista de como mucho {max_folders} carpetas</translation>
    </message>
    <message>
        <source>missing required key &apos;{key}&apos;</source>
        <translation>falta la clave obligatoria «{key}»</translation>
    </message>
    <message>
        <source>{root} is not a root ({roots})</source>
        <translation>{root} no es una raíz ({roots})</translation>
    </message>
    <message>
        <source>{path} is not a folder inside the {root} folder</source>
        <translation>{path} no es una carpeta dentro de la carpeta {root}</translation>
    </message>
    <message>
        <source>{folder} is not a folder</source>
        <translation>{folder} no es una carpeta</translation>
    </message>
    <message>
        <source>not a list of two numbers (party, opposition)</source>
        <translation>no es una lista de dos números (grupo, oposición)</translation>
    </message>
    <message>
        <source>{amount} is not a whole number from 0 to {max_advantage}</source>
        <translation>{amount} no es un número entero de 0 a {max_advantage}</translation>
    </message>
    <message>
        <source>{side} is not a side ({names})</source>
        <translation>{side} no es un bando ({names})</translation>
    </message>
    <message>
        <source>{path}, line {line}, column {column}, {dotted}: {reason}</source>
        <translation>{path}, línea {line}, columna {column}, {dotted}: {reason}</translation>
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
    <name>CoreMessage</name>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
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
    <name>DerivedEditor</name>
    <message>
        <source>Worked out by the template: {formula}</source>
        <translation>Calculado por la plantilla: {formula}</translation>
    </message>
    <message>
        <source>Worked out: {formula}</source>
        <translation>Calculado: {formula}</translation>
    </message>
    <message>
        <source>Read from the chart &apos;{chart}&apos; by {row}</source>
        <translation>Leído de la tabla &apos;{chart}&apos; según {row}</translation>
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
        <source>Chance of exactly this total</source>
        <translation>Probabilidad de sacar justo este total</translation>
    </message>
    <message>
        <source>Chance of this total or more</source>
        <translation>Probabilidad de este total o más</translation>
    </message>
    <message>
        <source>Chance of this total or less</source>
        <translation>Probabilidad de este total o menos</translation>
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
        <source>&apos;{text}&apos;: write a count as &apos;count 5d6 &gt; 4&apos; (one kind of dice, a comparison and a face)</source>
        <translation>&apos;{text}&apos;: escribe un recuento como &apos;count 5d6 &gt; 4&apos; (un solo tipo de dado, una comparación y una cara)</translation>
    </message>
    <message>
        <source>&apos;{text}&apos;: count between 1 and {most} dice</source>
        <translation>&apos;{text}&apos;: cuenta entre 1 y {most} dados</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; can mean two things: write &apos;{total}&apos; for the chance the total is {op} {target}, or &apos;{count}&apos; for how many dice show {op} {target}</source>
        <translation>&apos;{text}&apos; puede significar dos cosas: escribe &apos;{total}&apos; para la probabilidad de que el total sea {op} {target}, o &apos;{count}&apos; para cuántos dados muestran {op} {target}</translation>
    </message>
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
        <source>&apos;{text}&apos;: too much to work out exactly here: its {terms} terms take about {work} products of chances (each term&apos;s dice, then each term&apos;s totals times the totals before it), at most {most}</source>
        <translation>&apos;{text}&apos;: demasiado para calcularlo exactamente aquí: sus {terms} términos necesitan unos {work} productos de probabilidades (los dados de cada término, luego los totales de cada término por los totales anteriores), como mucho {most}</translation>
    </message>
    <message>
        <source>empty dice notation: expected something like &apos;2d6&apos;</source>
        <translation>notación de dados vacía: se esperaba algo como &apos;2d6&apos;</translation>
    </message>
    <message>
        <source>&apos;{start}...&apos;: a dice notation of {length} characters is too long (at most {most})</source>
        <translation>&apos;{start}...&apos;: una notación de dados de {length} caracteres es demasiado larga (como mucho {most})</translation>
    </message>
    <message>
        <source>&apos;{text}&apos;: cannot read &apos;{rest}&apos; (expected terms like 2d6, d20, 4dF, 4d6kh3 or a whole number, joined by + or -)</source>
        <translation>&apos;{text}&apos;: no se puede leer &apos;{rest}&apos; (se esperaban términos como 2d6, d20, 4dF, 4d6kh3 o un número entero, unidos por + o -)</translation>
    </message>
    <message>
        <source>&apos;{text}&apos;: terms must be joined by + or -</source>
        <translation>&apos;{text}&apos;: los términos deben ir unidos por + o -</translation>
    </message>
    <message>
        <source>a pool&apos;s die has 1 to {max_pool_sides} sides, got {sides}</source>
        <translation>el dado de una reserva tiene de 1 a {max_pool_sides} caras, no {sides}</translation>
    </message>
    <message>
        <source>a die explodes 0 to {max_explode_depth} times, got {explode}</source>
        <translation>un dado explota de 0 a {max_explode_depth} veces, no {explode}</translation>
    </message>
    <message>
        <source>only dice of 2 or more sides explode</source>
        <translation>solo explotan los dados de 2 caras o más</translation>
    </message>
    <message>
        <source>a die is rerolled 0 to {max_explode_depth} times, got {reroll_depth}</source>
        <translation>un dado se repite de 0 a {max_explode_depth} veces, no {reroll_depth}</translation>
    </message>
    <message>
        <source>a pool has 0 to {max_pool_dice} dice, got {count}</source>
        <translation>una reserva tiene de 0 a {max_pool_dice} dados, no {count}</translation>
    </message>
    <message>
        <source>{count} dice read as {count_2} values may take about {bound:,} combinations (at most {max_pool_states:,})</source>
        <translation>{count} dados leídos como {count_2} valores pueden dar unas {bound:,} combinaciones (como mucho {max_pool_states:,})</translation>
    </message>
    <message>
        <source>&apos;{notation}&apos;: a pool&apos;s die is one die, such as d6, dF, d10-1 or d6!3 (the pool&apos;s &apos;dice&apos; says how many)</source>
        <translation>«{notation}»: el dado de una reserva es un solo dado, como d6, dF, d10-1 o d6!3 (el «dice» de la reserva dice cuántos)</translation>
    </message>
</context>
<context>
    <name>DiceRollerPanel</name>
    <message>
        <source>Dice roller: roll for NPCs or anyone</source>
        <translation>Tirador de dados: tira por los PNJ o por quien sea</translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <translation>Tira&amp;da</translation>
    </message>
    <message>
        <source>Inputs</source>
        <translation>Datos</translation>
    </message>
    <message>
        <source>&amp;Roll the dice</source>
        <translation>&amp;Tirar los dados</translation>
    </message>
    <message>
        <source>R&amp;oll  (Ctrl+R)</source>
        <translation>&amp;Tirar  (Ctrl+R)</translation>
    </message>
    <message>
        <source>Press Roll (Ctrl+R) to roll these dice.</source>
        <translation>Pulsa Tirar (Ctrl+R) para tirar estos dados.</translation>
    </message>
    <message>
        <source>Cannot roll this</source>
        <translation>No se puede tirar</translation>
    </message>
</context>
<context>
    <name>Effects</name>
    <message>
        <source>{resource} set to {amount}</source>
        <translation>{resource} pasa a {amount}</translation>
    </message>
    <message>
        <source>{amount} {resource}</source>
        <translation>{amount} {resource}</translation>
    </message>
    <message>
        <source>{resource} set to {amount} (each ally)</source>
        <translation>{resource} pasa a {amount} (cada aliado)</translation>
    </message>
    <message>
        <source>{amount} {resource} (each ally)</source>
        <translation>{amount} {resource} (cada aliado)</translation>
    </message>
</context>
<context>
    <name>EmptyStatePanel</name>
    <message>
        <source>&amp;New character…</source>
        <translation>Personaje &amp;nuevo…</translation>
    </message>
    <message>
        <source>Open a &amp;sample…</source>
        <translation>Abrir un e&amp;jemplo…</translation>
    </message>
</context>
<context>
    <name>EncounterSheet</name>
    <message>
        <source>party</source>
        <translation>grupo</translation>
    </message>
    <message>
        <source>opposition</source>
        <translation>oposición</translation>
    </message>
    <message>
        <source>exact</source>
        <translation>exacto</translation>
    </message>
    <message>
        <source>estimate from {fights} simulated fights</source>
        <translation>estimación con {fights} combates simulados</translation>
    </message>
    <message>
        <source>&lt;span class=&apos;big&apos;&gt;{chance}&lt;/span&gt; the party wins · &lt;b style=&apos;color:{colour}&apos;&gt;{verdict}&lt;/b&gt; · {kind} · expected {rounds} rounds</source>
        <translation>&lt;span class=&apos;big&apos;&gt;{chance}&lt;/span&gt; gana el grupo · &lt;b style=&apos;color:{colour}&apos;&gt;{verdict}&lt;/b&gt; · {kind} · {rounds} asaltos esperados</translation>
    </message>
    <message>
        <source>Combatant</source>
        <translation>Combatiente</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Bando</translation>
    </message>
    <message>
        <source>P(out)</source>
        <translation>P(fuera)</translation>
    </message>
    <message>
        <source>Who goes down</source>
        <translation>Quién cae</translation>
    </message>
    <message>
        <source>Threat matrix: P(a hit), attacker against defender</source>
        <translation>Matriz de amenaza: P(un golpe), atacante contra defensor</translation>
    </message>
    <message>
        <source>Combatants</source>
        <translation>Combatientes</translation>
    </message>
    <message>
        <source>How the rules are read</source>
        <translation>Cómo se leen las reglas</translation>
    </message>
    <message>
        <source>&lt;span class=&apos;big&apos;&gt;{chance}&lt;/span&gt; {party} wins the contest against {opposition} (exact)</source>
        <translation>&lt;span class=&apos;big&apos;&gt;{chance}&lt;/span&gt; {party} gana la competición contra {opposition} (exacto)</translation>
    </message>
    <message>
        <source>Readings this forecast used</source>
        <translation>Lecturas que usó este pronóstico</translation>
    </message>
    <message>
        <source>could not write {file}</source>
        <translation>no se pudo escribir {file}</translation>
    </message>
</context>
<context>
    <name>EncountersView</name>
    <message>
        <source>Name of the encounter</source>
        <translation>Nombre del encuentro</translation>
    </message>
    <message>
        <source>&amp;New encounter</source>
        <translation>&amp;Nuevo encuentro</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Nuevo</translation>
    </message>
    <message>
        <source>&amp;Open an encounter…</source>
        <translation>&amp;Abrir un encuentro…</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Abrir…</translation>
    </message>
    <message>
        <source>&amp;Save the encounter</source>
        <translation>&amp;Guardar el encuentro</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Guardar</translation>
    </message>
    <message>
        <source>Save the encounter &amp;as…</source>
        <translation>Guardar el encuentro &amp;como…</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Guardar como…</translation>
    </message>
    <message>
        <source>Party</source>
        <translation>Grupo</translation>
    </message>
    <message>
        <source>Opposition</source>
        <translation>Oposición</translation>
    </message>
    <message>
        <source>&amp;Print the encounter sheet to PDF…</source>
        <translation>&amp;Imprimir la hoja del encuentro en PDF…</translation>
    </message>
    <message>
        <source>The forecast, the threat matrix and the combatants&apos; cards in a PDF (Ctrl+P)</source>
        <translation>La previsión, la matriz de amenazas y las fichas de los combatientes en un PDF (Ctrl+P)</translation>
    </message>
    <message>
        <source>Send the encounter to the &amp;Table</source>
        <translation>Enviar el encuentro a la &amp;Mesa</translation>
    </message>
    <message>
        <source>Send to the Table</source>
        <translation>Enviar a la Mesa</translation>
    </message>
    <message>
        <source>Everyone at the Table area in turn order, with their resources (Ctrl+Shift+T)</source>
        <translation>Todos al área de la Mesa en orden de turno, con sus recursos (Ctrl+Shift+T)</translation>
    </message>
    <message>
        <source>One &amp;more of the selected opponent</source>
        <translation>Uno &amp;más del rival seleccionado</translation>
    </message>
    <message>
        <source>One &amp;fewer of the selected opponent</source>
        <translation>Uno m&amp;enos del rival seleccionado</translation>
    </message>
    <message>
        <source>No ruleset is loaded.</source>
        <translation>No hay ningún reglamento cargado.</translation>
    </message>
    <message>
        <source>&lt;h3&gt;{ruleset} has no conflict rules&lt;/h3&gt;Its rulebook resolves everything one roll at a time, so there is no fight to forecast. The odds of a series of rolls (all of n, or at least k) are in the Odds area (&lt;i&gt;Series of rolls&lt;/i&gt;) and from &lt;tt&gt;gm-assistant series&lt;/tt&gt;.</source>
        <translation>&lt;h3&gt;{ruleset} no tiene reglas de conflicto&lt;/h3&gt;Su manual lo resuelve todo tirada a tirada, así que no hay combate que prever. Las probabilidades de una serie de tiradas (todas de n, o al menos k) están en el área de Probabilidades (&lt;i&gt;Series de tiradas&lt;/i&gt;) y en &lt;tt&gt;gm-assistant series&lt;/tt&gt;.</translation>
    </message>
    <message>
        <source>• unsaved changes (Ctrl+S saves them)</source>
        <translation>• cambios sin guardar (Ctrl+S los guarda)</translation>
    </message>
    <message>
        <source>Encounter</source>
        <translation>Encuentro</translation>
    </message>
    <message>
        <source>The unsaved encounter could not be autosaved: {error}</source>
        <translation>El encuentro sin guardar no se pudo guardar automáticamente: {error}</translation>
    </message>
    <message>
        <source>An autosaved encounter could not be recovered: {error}</source>
        <translation>No se pudo recuperar un encuentro guardado automáticamente: {error}</translation>
    </message>
    <message>
        <source>Recover the unsaved changes</source>
        <translation>Recuperar los cambios sin guardar</translation>
    </message>
    <message>
        <source>Recovered the unsaved changes to {name} (autosaved {when}); save them, or Undo for the saved version</source>
        <translation>Se recuperaron los cambios sin guardar de {name} (guardados automáticamente {when}); guárdalos, o Deshacer para la versión guardada</translation>
    </message>
    <message>
        <source>The encounter open last time did not open again: {error}</source>
        <translation>El encuentro abierto la última vez no se pudo volver a abrir: {error}</translation>
    </message>
    <message>
        <source>{name} (sample)</source>
        <translation>{name} (ejemplo)</translation>
    </message>
    <message>
        <source>Change the party</source>
        <translation>Cambiar el grupo</translation>
    </message>
    <message>
        <source>Change the opposition</source>
        <translation>Cambiar la oposición</translation>
    </message>
    <message>
        <source>Set {name} for this contest</source>
        <translation>Ajustar {name} para esta competición</translation>
    </message>
    <message>
        <source>Set {name} for this fight</source>
        <translation>Ajustar {name} para este combate</translation>
    </message>
    <message>
        <source>Change the party&apos;s policy</source>
        <translation>Cambiar la táctica del grupo</translation>
    </message>
    <message>
        <source>Change the opposition&apos;s policy</source>
        <translation>Cambiar la táctica de la oposición</translation>
    </message>
    <message>
        <source>Rename the encounter</source>
        <translation>Renombrar el encuentro</translation>
    </message>
    <message>
        <source>Change the conflict</source>
        <translation>Cambiar el conflicto</translation>
    </message>
    <message>
        <source>not saved yet</source>
        <translation>aún sin guardar</translation>
    </message>
    <message>
        <source>the sample {file}: Save keeps your own copy</source>
        <translation>el ejemplo {file}: Guardar guarda tu propia copia</translation>
    </message>
    <message>
        <source>Add at least one combatant to each side to see the forecast.</source>
        <translation>Añade al menos un combatiente a cada bando para ver la previsión.</translation>
    </message>
    <message>
        <source>Put someone on each side first.</source>
        <translation>Pon primero a alguien en cada bando.</translation>
    </message>
    <message>
        <source>them</source>
        <translation>ellos</translation>
    </message>
    <message>
        <source>Use {value} for the target</source>
        <translation>Usar {value} para el objetivo</translation>
    </message>
    <message>
        <source>Nothing to send yet: the forecast is not ready</source>
        <translation>Aún no hay nada que enviar: la previsión no está lista</translation>
    </message>
    <message>
        <source>Nothing to print yet: the forecast is not ready</source>
        <translation>Aún no hay nada que imprimir: la previsión no está lista</translation>
    </message>
    <message>
        <source>Save the encounter sheet</source>
        <translation>Guardar la hoja del encuentro</translation>
    </message>
    <message>
        <source>The PDF was not written: {error}</source>
        <translation>No se escribió el PDF: {error}</translation>
    </message>
    <message numerus="yes">
        <source>Saved {file} (%n pages)</source>
        <translation>
            <numerusform>Guardado {file} (%n página)</numerusform>
            <numerusform>Guardado {file} (%n páginas)</numerusform>
        </translation>
    </message>
    <message>
        <source>New encounter</source>
        <translation>Nuevo encuentro</translation>
    </message>
    <message>
        <source>Open an encounter</source>
        <translation>Abrir un encuentro</translation>
    </message>
    <message>
        <source>Encounters (*.yaml)</source>
        <translation>Encuentros (*.yaml)</translation>
    </message>
    <message>
        <source>{file} is an encounter for &apos;{ruleset}&apos;; choose that ruleset first.</source>
        <translation>{file} es un encuentro para «{ruleset}»; elige antes ese reglamento.</translation>
    </message>
    <message>
        <source>Opened {file}</source>
        <translation>Abierto {file}</translation>
    </message>
    <message>
        <source>“{name}”</source>
        <translation>«{name}»</translation>
    </message>
    <message>
        <source>Unsaved encounters</source>
        <translation>Encuentros sin guardar</translation>
    </message>
    <message numerus="yes">
        <source>Save your changes to the %n encounters {names} before closing?</source>
        <translation>
            <numerusform>¿Guardar los cambios del encuentro {names} antes de cerrar?</numerusform>
            <numerusform>¿Guardar los cambios de los %n encuentros {names} antes de cerrar?</numerusform>
        </translation>
    </message>
    <message>
        <source>Unsaved encounter</source>
        <translation>Encuentro sin guardar</translation>
    </message>
    <message>
        <source>Save your changes to the encounter {name} before opening another?</source>
        <translation>¿Guardar los cambios del encuentro {name} antes de abrir otro?</translation>
    </message>
    <message>
        <source>{file} was not saved: {error}</source>
        <translation>{file} no se guardó: {error}</translation>
    </message>
    <message>
        <source>Save the encounter</source>
        <translation>Guardar el encuentro</translation>
    </message>
    <message>
        <source>Not saved: put at least one combatant on each side</source>
        <translation>No se guardó: pon al menos un combatiente en cada bando</translation>
    </message>
    <message>
        <source>Saved {file}</source>
        <translation>Guardado {file}</translation>
    </message>
</context>
<context>
    <name>EntryDelegate</name>
    <message>
        <source>x checked, . empty</source>
        <translation>x marcada, . vacía</translation>
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
    <name>FieldEditor</name>
    <message>
        <source>{field}: {value}</source>
        <translation>{field}: {value}</translation>
    </message>
    <message>
        <source>Clear {field}</source>
        <translation>Vaciar {field}</translation>
    </message>
    <message>
        <source>Set {field}</source>
        <translation>Cambiar {field}</translation>
    </message>
    <message>
        <source>Follows the character this one is based on</source>
        <translation>Sigue al personaje en el que se basa este</translation>
    </message>
    <message>
        <source>The template&apos;s value ({template})</source>
        <translation>El valor de la plantilla ({template})</translation>
    </message>
    <message>
        <source>Worked out by the template until you write a value</source>
        <translation>Calculado por la plantilla hasta que escribas un valor</translation>
    </message>
    <message>
        <source>Worked out ({formula}) until you write a number</source>
        <translation>Calculado ({formula}) hasta que escribas un número</translation>
    </message>
    <message>
        <source>The sheet&apos;s default</source>
        <translation>El valor por defecto de la hoja</translation>
    </message>
    <message>
        <source>Edit {field}</source>
        <translation>Editar {field}</translation>
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
    <message numerus="yes">
        <source>%n files did not open</source>
        <translation>
            <numerusform>%n archivo no se abrió</numerusform>
            <numerusform>%n archivos no se abrieron</numerusform>
        </translation>
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
    <name>FileProblem</name>
    <message>
        <source>GM Assistant&apos;s desktop files are missing (looked in {looked})</source>
        <translation>Faltan los archivos de escritorio de GM Assistant (buscados en {looked})</translation>
    </message>
    <message>
        <source>{launcher}: a desktop entry cannot name a launcher at a path with quotes, $, `, %, \ or control characters</source>
        <translation>{launcher}: una entrada de escritorio no puede nombrar un lanzador en una ruta con comillas, $, `, %, \ o caracteres de control</translation>
    </message>
    <message>
        <source>{launcher}: no such launcher</source>
        <translation>{launcher}: no existe ese lanzador</translation>
    </message>
    <message>
        <source>expected a mapping (id: ..., charts: ...) at the top of the house-rule file</source>
        <translation>se esperaba un mapa de claves (id: ..., charts: ...) al principio del archivo de reglas de la casa</translation>
    </message>
    <message>
        <source>GM Assistant&apos;s {name} folder is missing (looked in {looked}); {hint}</source>
        <translation>Falta la carpeta {name} de GM Assistant (buscada en {looked}); {hint}</translation>
    </message>
    <message>
        <source>not a regular file (a device, pipe or folder is never read)</source>
        <translation>no es un archivo normal (nunca se lee un dispositivo, una tubería ni una carpeta)</translation>
    </message>
    <message>
        <source>larger than {max_bytes:,} bytes</source>
        <translation>más de {max_bytes:,} bytes</translation>
    </message>
    <message>
        <source>cannot be read ({reason})</source>
        <translation>no se puede leer ({reason})</translation>
    </message>
    <message>
        <source>not a regular file (a device, pipe or folder)</source>
        <translation>no es un archivo normal (un dispositivo, una tubería o una carpeta)</translation>
    </message>
    <message>
        <source>{file}: {message}</source>
        <translation>{file}: {message}</translation>
    </message>
    <message>
        <source>{file}:{line}: {message}</source>
        <translation>{file}:{line}: {message}</translation>
    </message>
    <message>
        <source>{file}:{line}:{column}: {message}</source>
        <translation>{file}:{line}:{column}: {message}</translation>
    </message>
    <message>
        <source>… and {count} more problems</source>
        <translation>… y {count} problemas más</translation>
    </message>
    <message>
        <source>{first}
{rest}</source>
        <translation>{first}
{rest}</translation>
    </message>
</context>
<context>
    <name>Forecast</name>
    <message>
        <source>a contest needs at least one participant on each side</source>
        <translation>una competición necesita al menos un participante en cada bando</translation>
    </message>
    <message>
        <source>this contest cannot end: nobody ever marks a victory</source>
        <translation>esta competición no puede acabar: nadie marca nunca una victoria</translation>
    </message>
    <message>
        <source>a fight needs at least one combatant on each side</source>
        <translation>un combate necesita al menos un combatiente en cada bando</translation>
    </message>
    <message>
        <source>Opening: an open attack (the party tests the order&apos;s open-attack inputs)</source>
        <translation>Apertura: un ataque abierto (el grupo hace la prueba del orden para un ataque abierto)</translation>
    </message>
    <message>
        <source>Opening: the party is caught in an ambush (it tests the order&apos;s ambush inputs)</source>
        <translation>Apertura: el grupo cae en una emboscada (hace la prueba del orden para una emboscada)</translation>
    </message>
    <message>
        <source>Turn order: worked out again every round from the stat as it stands, ties broken as the rules say (by the sides&apos; Advantage, then Agility), the rest by a die: every order of the tied fighters equally likely</source>
        <translation>Orden de turno: se calcula de nuevo cada ronda con el atributo tal como está, los empates como dicen las reglas (por la Ventaja de los bandos, luego la Agilidad) y el resto con un dado: todos los órdenes de los empatados igual de probables</translation>
    </message>
    <message>
        <source>Turn order: fixed for the whole fight from the stat as it starts, the party first on a tie, then the order listed</source>
        <translation>Orden de turno: fijo para toda la pelea según el atributo al empezar, el grupo primero en un empate y luego el orden de la lista</translation>
    </message>
    <message>
        <source>Limits of the party&apos;s fighters without a roll: out on reaching the limit</source>
        <translation>Límites de los combatientes del grupo que no tiran: fuera al alcanzar el límite</translation>
    </message>
    <message>
        <source>Limits of the party&apos;s fighters without a roll: they take as many as the limit and are out at the next</source>
        <translation>Límites de los combatientes del grupo que no tiran: aguantan tantas como el límite y caen con la siguiente</translation>
    </message>
    <message>
        <source>Limits of the opposition&apos;s fighters without a roll: out on reaching the limit</source>
        <translation>Límites de los combatientes de la oposición que no tiran: fuera al alcanzar el límite</translation>
    </message>
    <message>
        <source>Limits of the opposition&apos;s fighters without a roll: they take as many as the limit and are out at the next</source>
        <translation>Límites de los combatientes de la oposición que no tiran: aguantan tantas como el límite y caen con la siguiente</translation>
    </message>
    <message>
        <source>Invocations by the party, attacking and defending: only when they turn the attack round, the fewest that do, answered in turn (each aspect once a roll, one fate point each)</source>
        <translation>Invocaciones del grupo, al atacar y al defender: solo cuando le dan la vuelta al ataque, las menos que basten, respondidas por turnos (cada atributo una vez por tirada, un punto de destino cada una)</translation>
    </message>
    <message>
        <source>Invocations by the party: none</source>
        <translation>Invocaciones del grupo: ninguna</translation>
    </message>
    <message>
        <source>Invocations by the opposition, attacking and defending: only when they turn the attack round, the fewest that do, answered in turn (each aspect once a roll, one fate point each)</source>
        <translation>Invocaciones de la oposición, al atacar y al defender: solo cuando le dan la vuelta al ataque, las menos que basten, respondidas por turnos (cada atributo una vez por tirada, un punto de destino cada una)</translation>
    </message>
    <message>
        <source>Invocations by the opposition: none</source>
        <translation>Invocaciones de la oposición: ninguna</translation>
    </message>
    <message>
        <source>this fight cannot end: nobody can take anybody out</source>
        <translation>este combate no puede acabar: nadie puede dejar a nadie fuera de combate</translation>
    </message>
    <message>
        <source>this fight does not end: nobody takes anybody out</source>
        <translation>este combate no acaba: nadie deja a nadie fuera de combate</translation>
    </message>
    <message>
        <source>from the Table&apos;s state now: harm marked on the sheets, pools as tracked, who is out (anyone no longer seated counts as out); the next round&apos;s turn order is worked out as at the fight&apos;s start</source>
        <translation>desde el estado actual de la Mesa: daño marcado en las hojas, reservas según se llevan, quién está fuera (quien ya no está sentado cuenta como fuera); el orden de turno de la siguiente ronda se calcula como al inicio de la pelea</translation>
    </message>
    <message>
        <source>a contest is forecast from its start only: the Table does not keep its exchanges</source>
        <translation>una competición solo se pronostica desde su inicio: la Mesa no guarda sus intercambios</translation>
    </message>
</context>
<context>
    <name>ForecastPanel</name>
    <message>
        <source>walkover</source>
        <translation>paseo</translation>
    </message>
    <message>
        <source>fair</source>
        <translation>equilibrado</translation>
    </message>
    <message>
        <source>deadly</source>
        <translation>mortal</translation>
    </message>
    <message>
        <source>Add the party and the opposition to see the forecast.</source>
        <translation>Añade el grupo y la oposición para ver la previsión.</translation>
    </message>
    <message>
        <source>A contest pits each side&apos;s best at {stat} against the other&apos;s; the rest of each side changes nothing. Sitting out: {names}.</source>
        <translation>En una competición solo compite el mejor de cada bando en {stat}; el resto no cambia nada. No compiten: {names}.</translation>
    </message>
    <message>
        <source>Estimate so far from the fights simulated, seed {seed} (too many states to solve exactly); the verdict waits for the last fight</source>
        <translation>Estimación provisional a partir de los combates simulados, semilla {seed} (demasiados estados para resolverlo con exactitud); el veredicto espera al último combate</translation>
    </message>
    <message>
        <source>Estimate so far from the fights simulated, seed {seed}, while the exact attempt waits at {weighed:,} moves evaluated; the verdict waits for the answer</source>
        <translation>Estimación provisional a partir de los combates simulados, semilla {seed}, mientras el cálculo exacto espera en {weighed:,} movimientos evaluados; el veredicto espera a la respuesta</translation>
    </message>
    <message>
        <source>Solving exactly: {weighed:,} of {bound:,} moves</source>
        <translation>Cálculo exacto: {weighed:,} de {bound:,} movimientos</translation>
    </message>
    <message>
        <source>Trying to solve the fight exactly: {weighed:,} moves evaluated and {starts:,} rounds&apos; starts found so far. Past {bound:,} moves the fight is simulated instead, and the estimate is shown as it refines.</source>
        <translation>Intentando resolver el combate con exactitud: {weighed:,} movimientos evaluados y {starts:,} inicios de asalto hallados hasta ahora. Pasados {bound:,} movimientos, el combate se simula y la estimación se muestra según se afina.</translation>
    </message>
    <message>
        <source>% of contests</source>
        <translation>% de competiciones</translation>
    </message>
    <message>
        <source>When the contest ends</source>
        <translation>Cuándo acaba la competición</translation>
    </message>
    <message>
        <source>rounds</source>
        <translation>asaltos</translation>
    </message>
    <message>
        <source>% of fights</source>
        <translation>% de combates</translation>
    </message>
    <message>
        <source>When the fight ends</source>
        <translation>Cuándo acaba el combate</translation>
    </message>
    <message>
        <source>&lt;b&gt;Threat matrix&lt;/b&gt;: P(a hit), attacker (row) against defender (column); double-click for the odds</source>
        <translation>&lt;b&gt;Matriz de amenazas&lt;/b&gt;: P(un golpe), atacante (fila) contra defensor (columna); doble clic para ver las probabilidades</translation>
    </message>
    <message>
        <source>Verdict: walkover from</source>
        <translation>Veredicto: paseo desde</translation>
    </message>
    <message>
        <source>deadly below</source>
        <translation>mortal bajo</translation>
    </message>
    <message>
        <source>working…</source>
        <translation>calculando…</translation>
    </message>
    <message>
        <source>Estimate from {fights:,} simulated fights, seed {seed}, while the fight is still being solved exactly: an exact answer replaces it if one is found; the verdict waits for the answer</source>
        <translation>Estimación a partir de {fights:,} combates simulados, semilla {seed}, mientras se sigue resolviendo el combate con exactitud: una respuesta exacta la sustituye si se encuentra; el veredicto espera a la respuesta</translation>
    </message>
    <message>
        <source>Simulating: {fights:,} of {planned:,} fights</source>
        <translation>Simulando: {fights:,} de {planned:,} combates</translation>
    </message>
    <message>
        <source>{verdict} so far</source>
        <translation>{verdict} por ahora</translation>
    </message>
    <message>
        <source>The party&apos;s average spend: {spent}</source>
        <translation>Gasto medio del grupo: {spent}</translation>
    </message>
    <message>
        <source>The opposition&apos;s average spend: {spent}</source>
        <translation>Gasto medio de la oposición: {spent}</translation>
    </message>
    <message>
        <source>Opposition cost: {cost} Advantage of {goal} ({share}% of a balanced goal, the party&apos;s levels added up)</source>
        <translation>Coste de la oposición: {cost} de Ventaja de {goal} ({share}% de un objetivo equilibrado, la suma de los niveles del grupo)</translation>
    </message>
    <message>
        <source>Opposition cost: {cost} Advantage, against no balanced goal (the party&apos;s levels add up to 0)</source>
        <translation>Coste de la oposición: {cost} de Ventaja, sin objetivo equilibrado (los niveles del grupo suman 0)</translation>
    </message>
    <message>
        <source>Exact · contest: {party} against {opposition}, expected {exchanges:.1f} exchanges</source>
        <translation>Exacto · competición: {party} contra {opposition}, {exchanges:.1f} intercambios esperados</translation>
    </message>
    <message>
        <source>exchanges</source>
        <translation>intercambios</translation>
    </message>
    <message>
        <source>Exact · {states:,} fight states solved</source>
        <translation>Exacto · {states:,} estados del combate resueltos</translation>
    </message>
    <message>
        <source>the party wins</source>
        <translation>gana el grupo</translation>
    </message>
    <message>
        <source>&lt;b&gt;How the rules are read&lt;/b&gt;</source>
        <translation>&lt;b&gt;Cómo se leen las reglas&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Readings this forecast used&lt;/b&gt;</source>
        <translation>&lt;b&gt;Lecturas que usó este pronóstico&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Estimate from {fights:,} simulated fights, seed {seed} (too many states to solve exactly); margins are 95% intervals</source>
        <translation>Estimación a partir de {fights:,} combates simulados, semilla {seed} (demasiados estados para resolverlo exactamente); los márgenes son intervalos del 95%</translation>
    </message>
    <message>
        <source>both sides go down {chance}</source>
        <translation>los dos bandos caen {chance}</translation>
    </message>
    <message>
        <source>expected {rounds} rounds</source>
        <translation>{rounds} asaltos esperados</translation>
    </message>
</context>
<context>
    <name>ForecastWorker</name>
    <message>
        <source>{value:.12f} (exact fraction too long)</source>
        <translation>{value:.12f} (fracción exacta demasiado larga)</translation>
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
    <name>FromHereDialog</name>
    <message>
        <source>Forecast from here</source>
        <translation>Pronóstico desde aquí</translation>
    </message>
    <message>
        <source>The party&apos;s &amp;Advantage</source>
        <translation>&amp;Ventaja del grupo</translation>
    </message>
    <message>
        <source>The opposition&apos;s A&amp;dvantage</source>
        <translation>Ventaja de la &amp;oposición</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Actualizar</translation>
    </message>
    <message>
        <source>No fight is seated at this table: seat an encounter from the Encounters area (Send to the Table) first.</source>
        <translation>No hay ninguna pelea sentada en esta mesa: primero sienta un encuentro desde el área Encuentros (Enviar a la Mesa).</translation>
    </message>
    <message>
        <source>Nothing to forecast.</source>
        <translation>Nada que pronosticar.</translation>
    </message>
    <message>
        <source>Who wins “{encounter}” from where the Table stands now: the same forecast as in Encounters, started from the harm marked, the amounts tracked and who is out. It follows the Table.</source>
        <translation>Quién gana «{encounter}» desde donde está ahora la Mesa: el mismo pronóstico que en Encuentros, empezando por el daño marcado, las cantidades que se llevan y quién está fuera. Sigue a la Mesa.</translation>
    </message>
    <message numerus="yes">
        <source>%n slots</source>
        <translation>
            <numerusform>%n casilla</numerusform>
            <numerusform>%n casillas</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} ({harm})</source>
        <translation>{name} ({harm})</translation>
    </message>
    <message>
        <source>Harm marked: {names}</source>
        <translation>Daño marcado: {names}</translation>
    </message>
    <message>
        <source>Out: {names}</source>
        <translation>Fuera: {names}</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>nadie</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>{name} ({pools})</source>
        <translation>{name} ({pools})</translation>
    </message>
    <message>
        <source>Pools: {names}</source>
        <translation>Reservas: {names}</translation>
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
    <name>Harm</name>
    <message>
        <source>nothing to absorb a hit</source>
        <translation>nada con que absorber un golpe</translation>
    </message>
</context>
<context>
    <name>HarmBook</name>
    <message>
        <source>{who}&apos;s sheet not saved: it has unsaved edits in Characters</source>
        <translation>No se guardó la hoja de {who}: tiene cambios sin guardar en Personajes</translation>
    </message>
    <message>
        <source>{who}&apos;s sheet not saved: {error}</source>
        <translation>No se guardó la hoja de {who}: {error}</translation>
    </message>
    <message>
        <source>saved to {who}&apos;s sheet</source>
        <translation>guardado en la hoja de {who}</translation>
    </message>
</context>
<context>
    <name>HitDialog</name>
    <message>
        <source>Nothing to absorb</source>
        <translation>Nada que absorber</translation>
    </message>
    <message>
        <source>{slots}: absorbs {amount}</source>
        <translation>{slots}: absorbe {amount}</translation>
    </message>
    <message numerus="yes">
        <source>(%n to spare)</source>
        <translation>
            <numerusform>(sobra %n)</numerusform>
            <numerusform>(sobran %n)</numerusform>
        </translation>
    </message>
    <message>
        <source>{absorbed} (to spare: {count})</source>
        <translation>{absorbed} (sobrante: {count})</translation>
    </message>
    <message>
        <source>Take a hit: {harm}</source>
        <translation>Recibir un golpe: {harm}</translation>
    </message>
    <message>
        <source>&amp;Who takes it</source>
        <translation>&amp;Quién lo recibe</translation>
    </message>
    <message>
        <source>Someone without a sheet gets one of this kind, kept with the table&apos;s session</source>
        <translation>Quien no tiene hoja recibe una de este tipo, guardada con la sesión de la Mesa</translation>
    </message>
    <message>
        <source>&amp;Kind (new sheet)</source>
        <translation>&amp;Tipo (hoja nueva)</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Ahora</translation>
    </message>
    <message>
        <source>&amp;Absorb it with (best first)</source>
        <translation>Absor&amp;berlo con (lo mejor primero)</translation>
    </message>
    <message>
        <source>&amp;Apply</source>
        <translation>&amp;Aplicar</translation>
    </message>
    <message>
        <source>Type or pick who takes the hit.</source>
        <translation>Escribe o elige quién recibe el golpe.</translation>
    </message>
    <message>
        <source>Their sheet could not be read: {error}</source>
        <translation>No se pudo leer su hoja: {error}</translation>
    </message>
    <message>
        <source>new sheet ({kind}), kept with the session</source>
        <translation>hoja nueva ({kind}), guardada con la sesión</translation>
    </message>
    <message>
        <source>library sheet</source>
        <translation>hoja de la biblioteca</translation>
    </message>
    <message>
        <source>kept with the session</source>
        <translation>guardada con la sesión</translation>
    </message>
    <message>
        <source>{taken_out} (absorb nothing)</source>
        <translation>{taken_out} (no absorber nada)</translation>
    </message>
    <message>
        <source>No way to absorb a hit of {amount} ({unit}): {taken_out}.</source>
        <translation>No hay forma de absorber un golpe de {amount} ({unit}): {taken_out}.</translation>
    </message>
    <message>
        <source>A hit of 0 needs nothing: set its size.</source>
        <translation>Un golpe de 0 no pide nada: indica su tamaño.</translation>
    </message>
    <message>
        <source>name it (else &quot;{harm}: {amount} ({unit})&quot;)</source>
        <translation>ponle nombre (si no, «{harm}: {amount} ({unit})»)</translation>
    </message>
</context>
<context>
    <name>JoiningSides</name>
    <message>
        <source>Not in this fight</source>
        <translation>Fuera de esta pelea</translation>
    </message>
    <message>
        <source>With the party</source>
        <translation>Con el grupo</translation>
    </message>
    <message>
        <source>With the opposition</source>
        <translation>Con la oposición</translation>
    </message>
    <message>
        <source>Seated by hand</source>
        <translation>Sentados a mano</translation>
    </message>
    <message>
        <source>People at the table who are not the encounter&apos;s fighters join the fight on the side chosen here, as their sheet at the Table makes them</source>
        <translation>Quienes están en la mesa sin ser combatientes del encuentro entran en la pelea en el bando elegido aquí, tal como los hace su hoja en la Mesa</translation>
    </message>
</context>
<context>
    <name>KindText</name>
    <message>
        <source>{template} ({kind})</source>
        <translation>{template} ({kind})</translation>
    </message>
</context>
<context>
    <name>LanguageBar</name>
    <message>
        <source>English</source>
        <translation>inglés</translation>
    </message>
    <message>
        <source>Spanish</source>
        <translation>español</translation>
    </message>
    <message>
        <source>{ruleset} is written in {language}. Show the interface in {language}?</source>
        <translation>{ruleset} está escrito en {language}. ¿Mostrar la interfaz en {language}?</translation>
    </message>
    <message>
        <source>Show in {language} ({own_name})</source>
        <translation>Mostrar en {language} ({own_name})</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Ahora no</translation>
    </message>
</context>
<context>
    <name>LibraryPanel</name>
    <message>
        <source>Search names and tags (Ctrl+F)</source>
        <translation>Buscar nombres y etiquetas (Ctrl+F)</translation>
    </message>
    <message>
        <source>All kinds</source>
        <translation>Todos los tipos</translation>
    </message>
    <message>
        <source>All rulesets</source>
        <translation>Todos los reglamentos</translation>
    </message>
    <message>
        <source>Show the characters of every ruleset, not only this one</source>
        <translation>Mostrar los personajes de todos los reglamentos, no solo de este</translation>
    </message>
</context>
<context>
    <name>LibraryProblem</name>
    <message>
        <source>not a regular file (a device, pipe or folder); it was not replaced</source>
        <translation>no es un archivo normal (un dispositivo, una tubería o una carpeta); no se reemplazó</translation>
    </message>
    <message>
        <source>the file is read-only; it was not replaced</source>
        <translation>el archivo es de solo lectura; no se reemplazó</translation>
    </message>
    <message>
        <source>the file was changed by another program since it was read; not saved over that change</source>
        <translation>otro programa cambió el archivo después de leerlo; no se guardó encima de ese cambio</translation>
    </message>
    <message>
        <source>the file is larger than {max_bytes} bytes; not a character file</source>
        <translation>el archivo tiene más de {max_bytes} bytes; no es un archivo de personaje</translation>
    </message>
    <message>
        <source>not a character file: expected a mapping with schema_version, ruleset, name and values</source>
        <translation>no es un archivo de personaje: se esperaba un mapa de claves con schema_version, ruleset, name y values</translation>
    </message>
    <message>
        <source>not a GM Assistant character file (no schema_version)</source>
        <translation>no es un archivo de personaje de GM Assistant (no tiene schema_version)</translation>
    </message>
    <message>
        <source>expected a whole number from 1, not {version}</source>
        <translation>se esperaba un número entero desde 1, no {version}</translation>
    </message>
    <message>
        <source>this file was written by a newer GM Assistant (schema_version {version}; this one reads up to {schema_version}); it is left untouched</source>
        <translation>este archivo lo escribió un GM Assistant más nuevo (schema_version {version}; este lee hasta {schema_version}); no se toca</translation>
    </message>
    <message>
        <source>expected the ruleset id, such as &apos;adom&apos;</source>
        <translation>se esperaba el id del reglamento, como «adom»</translation>
    </message>
    <message>
        <source>expected one of {names}, not {kind}</source>
        <translation>se esperaba uno de {names}, no {kind}</translation>
    </message>
    <message>
        <source>expected text</source>
        <translation>se esperaba texto</translation>
    </message>
    <message>
        <source>expected a list of tags</source>
        <translation>se esperaba una lista de etiquetas</translation>
    </message>
    <message>
        <source>expected a mapping of field ids to values</source>
        <translation>se esperaba un mapa de ids de campo a valores</translation>
    </message>
    <message>
        <source>&apos;{character_id}&apos; is not a character of the library (a library id is a file name without folders)</source>
        <translation>«{character_id}» no es un personaje de la biblioteca (su id es un nombre de archivo sin carpetas)</translation>
    </message>
    <message>
        <source>no character &apos;{character_id}&apos; in {folder}</source>
        <translation>no hay ningún personaje «{character_id}» en {folder}</translation>
    </message>
    <message>
        <source>{where}&apos;{character}&apos; follows &apos;{base}&apos; in a loop ({chain}, in {folder}); set one &apos;base:&apos; to another character or remove it</source>
        <translation>{where}«{character}» sigue a «{base}» en un círculo ({chain}, en {folder}); cambia un «base:» a otro personaje o quítalo</translation>
    </message>
    <message>
        <source>&apos;{character}&apos; follows &apos;{base}&apos;, a character of another ruleset ({ruleset})</source>
        <translation>«{character}» sigue a «{base}», un personaje de otro reglamento ({ruleset})</translation>
    </message>
    <message>
        <source>{target} already exists; choose another name</source>
        <translation>{target} ya existe; elige otro nombre</translation>
    </message>
    <message>
        <source>its current text does not read back ({short})</source>
        <translation>su texto actual no se vuelve a leer ({short})</translation>
    </message>
    <message>
        <source>its current text is not a mapping</source>
        <translation>su texto actual no es un mapa de claves</translation>
    </message>
    <message>
        <source>it cannot be written with its layout ({short})</source>
        <translation>no se puede escribir con su formato ({short})</translation>
    </message>
    <message>
        <source>the result does not read back ({short})</source>
        <translation>el resultado no se vuelve a leer ({short})</translation>
    </message>
    <message>
        <source>the result would not hold exactly the new content</source>
        <translation>el resultado no tendría exactamente el contenido nuevo</translation>
    </message>
    <message>
        <source>cannot read the file: {reason}</source>
        <translation>no se puede leer el archivo: {reason}</translation>
    </message>
    <message>
        <source>not overwritten, this file does not open as a character: {message}</source>
        <translation>no se sobrescribe, este archivo no se abre como personaje: {message}</translation>
    </message>
    <message>
        <source>cannot save: {reason} (the file on disk is unchanged)</source>
        <translation>no se puede guardar: {reason} (el archivo en disco no ha cambiado)</translation>
    </message>
</context>
<context>
    <name>LibraryTableModel</name>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>Etiquetas</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Problemas</translation>
    </message>
    <message>
        <source>Ruleset</source>
        <translation>Reglamento</translation>
    </message>
    <message>
        <source>PC</source>
        <translation>PJ</translation>
    </message>
    <message>
        <source>NPC</source>
        <translation>PNJ</translation>
    </message>
    <message>
        <source>Mook</source>
        <translation>Esbirro</translation>
    </message>
    <message>
        <source>Mook group</source>
        <translation>Grupo de esbirros</translation>
    </message>
    <message>
        <source>the file does not open</source>
        <translation>el archivo no se abre</translation>
    </message>
    <message>
        <source>the file is gone</source>
        <translation>el archivo ya no está</translation>
    </message>
    <message>
        <source>the ruleset &apos;{ruleset}&apos; is not loaded</source>
        <translation>el reglamento &apos;{ruleset}&apos; no está cargado</translation>
    </message>
    <message>
        <source>No problems</source>
        <translation>Sin problemas</translation>
    </message>
    <message>
        <source>{path} (unsaved edits)</source>
        <translation>{path} (cambios sin guardar)</translation>
    </message>
    <message>
        <source>{file} (does not open)</source>
        <translation>{file} (no se abre)</translation>
    </message>
</context>
<context>
    <name>LineSettingsDialog</name>
    <message>
        <source>Set for this contest: {who}</source>
        <translation>Ajustes para esta competición: {who}</translation>
    </message>
    <message>
        <source>Set for this fight: {who}</source>
        <translation>Ajustes para este combate: {who}</translation>
    </message>
    <message>
        <source>{pool} at the start</source>
        <translation>{pool} al empezar</translation>
    </message>
    <message>
        <source>Only this encounter changes; the character&apos;s sheet stays as it is.</source>
        <translation>Solo cambia este encuentro; la hoja del personaje se queda como está.</translation>
    </message>
    <message>
        <source>as on the sheet ({value})</source>
        <translation>como en la hoja ({value})</translation>
    </message>
</context>
<context>
    <name>ListEditor</name>
    <message>
        <source>Add</source>
        <translation>Añadir</translation>
    </message>
    <message>
        <source>Add an entry to {list} (Insert in the table)</source>
        <translation>Añadir una entrada a {list} (Insert en la tabla)</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <source>Remove the selected entry (Delete in the table)</source>
        <translation>Quitar la entrada seleccionada (Supr en la tabla)</translation>
    </message>
    <message>
        <source>Add ({count} of {most})</source>
        <translation>Añadir ({count} de {most})</translation>
    </message>
    <message>
        <source>Add to {list}</source>
        <translation>Añadir a {list}</translation>
    </message>
    <message>
        <source>Remove {list} {number}</source>
        <translation>Quitar {list} {number}</translation>
    </message>
</context>
<context>
    <name>ListEntriesModel</name>
    <message>
        <source>Set {field} of {list} {number}</source>
        <translation>Cambiar {field} de {list} {number}</translation>
    </message>
    <message>
        <source>Clear {field} of {list} {number}</source>
        <translation>Vaciar {field} de {list} {number}</translation>
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
        <source>No recent files</source>
        <translation>No hay archivos recientes</translation>
    </message>
    <message>
        <source>&amp;Clear the list</source>
        <translation>&amp;Vaciar la lista</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Abrir &amp;recientes</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>Pre&amp;ferencias…</translation>
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
        <source>GM Assistant closed unexpectedly the last time (started {when}).</source>
        <translation>GM Assistant se cerró inesperadamente la última vez (iniciado {when}).</translation>
    </message>
    <message>
        <source>The log folder holds what it wrote before it closed; a report with those files helps to find the cause.</source>
        <translation>La carpeta del registro guarda lo que escribió antes de cerrarse; un informe con esos archivos ayuda a encontrar la causa.</translation>
    </message>
    <message>
        <source>Open the log folder</source>
        <translation>Abrir la carpeta del registro</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>What is open in {areas} stays in the language it was opened in until a restart. Restart now?</source>
        <translation>Lo abierto en {areas} sigue en el idioma en que se abrió hasta reiniciar. ¿Reiniciar ahora?</translation>
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
        <source>Open characters, encounters or rulesets</source>
        <translation>Abrir personajes, encuentros o reglamentos</translation>
    </message>
    <message>
        <source>GM Assistant files (*.yaml *.yml)</source>
        <translation>Archivos de GM Assistant (*.yaml *.yml)</translation>
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
    <name>NewCharacterDialog</name>
    <message>
        <source>New character</source>
        <translation>Personaje nuevo</translation>
    </message>
    <message>
        <source>NPC</source>
        <translation>PNJ</translation>
    </message>
    <message>
        <source>Mook</source>
        <translation>Esbirro</translation>
    </message>
    <message>
        <source>Mook group</source>
        <translation>Grupo de esbirros</translation>
    </message>
    <message>
        <source>New {ruleset} character</source>
        <translation>Personaje nuevo de {ruleset}</translation>
    </message>
    <message>
        <source>&amp;Create</source>
        <translation>&amp;Crear</translation>
    </message>
    <message>
        <source>&amp;Template</source>
        <translation>&amp;Plantilla</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Nombre</translation>
    </message>
    <message>
        <source>Enter creates it; ↑ ↓ change the template.</source>
        <translation>Intro lo crea; ↑ ↓ cambian la plantilla.</translation>
    </message>
</context>
<context>
    <name>NumberEditor</name>
    <message>
        <source>From {low} to {high}; the lowest step is empty</source>
        <translation>De {low} a {high}; el paso más bajo lo deja vacío</translation>
    </message>
    <message>
        <source>From {low}; the lowest step is empty</source>
        <translation>Desde {low}; el paso más bajo lo deja vacío</translation>
    </message>
    <message>
        <source>To {high}; the lowest step is empty</source>
        <translation>Hasta {high}; el paso más bajo lo deja vacío</translation>
    </message>
    <message>
        <source>Set {field} to {value}</source>
        <translation>Poner {field} a {value}</translation>
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
        <source>Sho&amp;w</source>
        <translation>&amp;Mostrar</translation>
    </message>
    <message>
        <source>&amp;Outcome</source>
        <translation>Res&amp;ultado</translation>
    </message>
    <message>
        <source>&amp;Across (x)</source>
        <translation>A lo largo de (&amp;x)</translation>
    </message>
    <message>
        <source>One c&amp;urve per</source>
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
    <name>OddsProblem</name>
    <message>
        <source>&apos;{shown}&apos; is not a level of {info} ({info_name}); allowed: {names}</source>
        <translation>«{shown}» no es un nivel de {info} ({info_name}); se admite: {names}</translation>
    </message>
    <message>
        <source>&apos;{shown}&apos; is not allowed for {info} ({info_name}); allowed: whole numbers {low}..{high}</source>
        <translation>«{shown}» no vale para {info} ({info_name}); se admiten números enteros {low}..{high}</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; is not an input of &apos;{spec}&apos;; inputs: {value}</source>
        <translation>«{name}» no es una entrada de «{spec}»; entradas: {value}</translation>
    </message>
    <message>
        <source>check &apos;{spec}&apos;: a {kind} budget of {budget} is more than the {limit} the odds are worked out for</source>
        <translation>tirada «{spec}»: un presupuesto de {kind} de {budget} supera los {limit} para los que se calculan las probabilidades</translation>
    </message>
    <message>
        <source>check &apos;{spec}&apos;: a group count is {count}</source>
        <translation>tirada «{spec}»: un recuento del grupo es {count}</translation>
    </message>
    <message>
        <source>check &apos;{spec}&apos;: a group of more than {max_group} rolls is more than the odds are worked out for</source>
        <translation>tirada «{spec}»: un grupo de más de {max_group} tiradas supera lo que se calcula</translation>
    </message>
    <message>
        <source>check &apos;{spec}&apos;: the group has no members</source>
        <translation>tirada «{spec}»: el grupo no tiene miembros</translation>
    </message>
    <message>
        <source>check &apos;{spec}&apos;: {error}</source>
        <translation>tirada «{spec}»: {error}</translation>
    </message>
    <message>
        <source>&apos;{check_id}&apos; is not a check of &apos;{ruleset}&apos;; checks: {names}</source>
        <translation>«{check_id}» no es una tirada de «{ruleset}»; tiradas: {names}</translation>
    </message>
    <message>
        <source>check &apos;{spec}&apos; is a group of rolls; it has no single joint roll</source>
        <translation>la tirada «{spec}» es un grupo de tiradas; no tiene una única tirada conjunta</translation>
    </message>
    <message>
        <source>the measure &apos;{name}&apos; gave {value}; measures must be whole numbers (use // for whole-number division)</source>
        <translation>la medida «{name}» dio {value}; las medidas deben ser números enteros (usa // para la división entera)</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; is {value}, outside the scale &apos;{scale}&apos; ({keys}..{scale_keys})</source>
        <translation>«{name}» vale {value}, fuera de la escala «{scale}» ({keys}..{scale_keys})</translation>
    </message>
    <message>
        <source>no band matched</source>
        <translation>ninguna banda coincidió</translation>
    </message>
    <message>
        <source>the pool &apos;{pool}&apos;: {error}</source>
        <translation>la reserva «{pool}»: {error}</translation>
    </message>
    <message>
        <source>a reroll inside a second roll is not supported</source>
        <translation>no se admite repetir una tirada dentro de una segunda tirada</translation>
    </message>
    <message>
        <source>check &apos;{spec}&apos;: a bonus that may roll again needs a roll decided by its dice alone</source>
        <translation>tirada «{spec}»: una bonificación que puede volver a tirar necesita una tirada decidida solo por sus dados</translation>
    </message>
    <message>
        <source>check &apos;{spec}&apos;: some rolls are rerolled forever</source>
        <translation>tirada «{spec}»: algunas tiradas se repiten para siempre</translation>
    </message>
    <message>
        <source>a series has 1 to {max_series} rolls, not {rolls}</source>
        <translation>una serie tiene de 1 a {max_series} tiradas, no {rolls}</translation>
    </message>
    <message>
        <source>&apos;at least&apos; must be 0 to {rolls} (the rolls), not {wanted}</source>
        <translation>«al menos» debe ir de 0 a {rolls} (las tiradas), no {wanted}</translation>
    </message>
    <message>
        <source>&apos;{check_id}&apos; is not a check of &apos;{ruleset}&apos;</source>
        <translation>«{check_id}» no es una tirada de «{ruleset}»</translation>
    </message>
    <message>
        <source>cannot sweep &apos;{name}&apos;: not an input of &apos;{check_id}&apos;; inputs: {names}</source>
        <translation>no se puede recorrer «{name}»: no es una entrada de «{check_id}»; entradas: {names}</translation>
    </message>
    <message>
        <source>check &apos;{check_id}&apos;: sweeping {shape} is {points:,} points, more than the {max_points:,} a sweep computes; narrow an input&apos;s range</source>
        <translation>tirada «{check_id}»: recorrer {shape} son {points:,} puntos, más de los {max_points:,} que calcula un recorrido; estrecha el rango de una entrada</translation>
    </message>
    <message>
        <source>sweep two different inputs, not &apos;{rows}&apos; twice</source>
        <translation>recorre dos entradas distintas, no «{rows}» dos veces</translation>
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
        <source>Ro&amp;ws:</source>
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
        <source>Working out the odds… the plot shows the previous inputs</source>
        <translation>Calculando las probabilidades… el gráfico muestra los datos anteriores</translation>
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
    <name>OpenSheet</name>
    <message>
        <source>(no name)</source>
        <translation>(sin nombre)</translation>
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
        <source>The&amp;ir value for</source>
        <translation>Su va&amp;lor de</translation>
    </message>
    <message>
        <source>From their &amp;sheet</source>
        <translation>De su &amp;hoja</translation>
    </message>
    <message>
        <source>Side &amp;by side: each its own curve</source>
        <translation>Lado a lado: cada uno su &amp;curva</translation>
    </message>
    <message>
        <source>Two to {count} characters, each plotted with every input their sheet gives</source>
        <translation>De dos a {count} personajes, cada uno representado con todos los datos que da su hoja</translation>
    </message>
    <message>
        <source>Reload the librar&amp;y</source>
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
    <name>PickEditor</name>
    <message>
        <source>{value} (missing)</source>
        <translation>{value} (falta)</translation>
    </message>
    <message>
        <source>rated {rating} while picked</source>
        <translation>valorado {rating} mientras esté elegido</translation>
    </message>
</context>
<context>
    <name>PlayProblem</name>
    <message>
        <source>&apos;{check_id}&apos; is not a check of &apos;{ruleset}&apos;; checks: {names}</source>
        <translation>«{check_id}» no es una tirada de «{ruleset}»; tiradas: {names}</translation>
    </message>
    <message>
        <source>&apos;{input}&apos; is not an input of &apos;{spec}&apos;; inputs: {names}</source>
        <translation>«{input}» no es una entrada de «{spec}»; entradas: {names}</translation>
    </message>
    <message>
        <source>the sheet&apos;s field &apos;{field}&apos; cannot give {info} ({name}); fields that can: {value}</source>
        <translation>el campo «{field}» de la hoja no puede dar {info} ({name}); campos que pueden: {value}</translation>
    </message>
    <message>
        <source>{label} ({field}) has no rating</source>
        <translation>{label} ({field}) no tiene puntuación</translation>
    </message>
    <message>
        <source>{label} ({field}) has no whole number</source>
        <translation>{label} ({field}) no tiene un número entero</translation>
    </message>
    <message>
        <source>effect of &apos;{outcome}&apos; on {resource}: {error}</source>
        <translation>efecto de «{outcome}» sobre {resource}: {error}</translation>
    </message>
    <message>
        <source>{action}, {resource} of {who}: {error}</source>
        <translation>{action}, {resource} de {who}: {error}</translation>
    </message>
    <message>
        <source>&apos;{ruleset}&apos; has no rules for absorbing hits</source>
        <translation>«{ruleset}» no tiene reglas para absorber golpes</translation>
    </message>
    <message>
        <source>too many ways to absorb a hit (more than {max_choices:,} to weigh); use fewer boxes</source>
        <translation>demasiadas formas de absorber un golpe (más de {max_choices:,} que sopesar); usa menos casillas</translation>
    </message>
    <message>
        <source>{slot} is not free any more; look at the options again</source>
        <translation>{slot} ya no está libre; vuelve a mirar las opciones</translation>
    </message>
    <message>
        <source>the hit sheets are not a mapping</source>
        <translation>las hojas de golpes no son un mapa de claves</translation>
    </message>
    <message>
        <source>the kept sheets of {ruleset} are not a mapping</source>
        <translation>las hojas guardadas de {ruleset} no son un mapa de claves</translation>
    </message>
    <message>
        <source>the kept sheet of {name} is not a mapping</source>
        <translation>la hoja guardada de {name} no es un mapa de claves</translation>
    </message>
    <message>
        <source>who is out in {ruleset} is not a list</source>
        <translation>quién está fuera en {ruleset} no es una lista</translation>
    </message>
    <message>
        <source>the slots taken this scene are not a mapping</source>
        <translation>los huecos ocupados en esta escena no son un mapa de claves</translation>
    </message>
    <message>
        <source>the slots taken in {ruleset} are not a mapping</source>
        <translation>los huecos ocupados en {ruleset} no son un mapa de claves</translation>
    </message>
    <message>
        <source>the slots taken by {name} are not counts from 0 to 1000</source>
        <translation>los huecos ocupados por {name} no son recuentos de 0 a 1000</translation>
    </message>
    <message>
        <source>{name} = {shown} cannot be rolled on these dice</source>
        <translation>{name} = {shown} no puede salir con estos dados</translation>
    </message>
    <message>
        <source>the pool &apos;{pool}&apos; needs the faces of its {count} dice</source>
        <translation>la reserva «{pool}» necesita las caras de sus {count} dados</translation>
    </message>
    <message>
        <source>the pool &apos;{pool}&apos; has {count} dice, {count_2} faces were given</source>
        <translation>la reserva «{pool}» tiene {count} dados y se dieron {count_2} caras</translation>
    </message>
    <message>
        <source>{pool}: {face} cannot be rolled on its {die} ({possible}..{possible2})</source>
        <translation>{pool}: {face} no puede salir en su {die} ({possible}..{possible2})</translation>
    </message>
    <message>
        <source>&apos;{check_id}&apos; is not a check of &apos;{ruleset}&apos;</source>
        <translation>«{check_id}» no es una tirada de «{ruleset}»</translation>
    </message>
    <message>
        <source>the roll &apos;{name}&apos; is missing</source>
        <translation>falta la tirada «{name}»</translation>
    </message>
    <message>
        <source>{name} = {faces} cannot be rolled on {roll_notation} ({low}..{high})</source>
        <translation>{name} = {faces} no puede salir en {roll_notation} ({low}..{high})</translation>
    </message>
    <message>
        <source>check &apos;{spec}&apos;: {error}</source>
        <translation>tirada «{spec}»: {error}</translation>
    </message>
    <message>
        <source>a push rolls the same {count} dice again, {count_2} faces were given</source>
        <translation>forzar vuelve a tirar los mismos {count} dados y se dieron {count_2} caras</translation>
    </message>
    <message>
        <source>a push keeps the dice showing {face}: {value} before, {value_2} now</source>
        <translation>forzar conserva los dados que muestran {face}: {value} antes, {value_2} ahora</translation>
    </message>
    <message>
        <source>the dice were rolled again too many times</source>
        <translation>los dados se volvieron a tirar demasiadas veces</translation>
    </message>
    <message>
        <source>larger than {amount} MB</source>
        <translation>más de {amount} MB</translation>
    </message>
    <message>
        <source>byte {start}: not UTF-8 text</source>
        <translation>byte {start}: no es texto UTF-8</translation>
    </message>
    <message>
        <source>line {lineno}, column {colno}: {msg}</source>
        <translation>línea {lineno}, columna {colno}: {msg}</translation>
    </message>
    <message>
        <source>top level: not a JSON object</source>
        <translation>nivel superior: no es un objeto JSON</translation>
    </message>
    <message>
        <source>format: {version} is not a table session version this app reads (1 to {format})</source>
        <translation>format: {version} no es una versión de sesión de mesa que esta aplicación lea (de 1 a {format})</translation>
    </message>
    <message>
        <source>{name}: not a finite number</source>
        <translation>{name}: no es un número finito</translation>
    </message>
    <message>
        <source>{text}: not a finite number</source>
        <translation>{text}: no es un número finito</translation>
    </message>
    <message>
        <source>line {line}: nested deeper than {max_depth}</source>
        <translation>línea {line}: anidado a más de {max_depth} niveles</translation>
    </message>
    <message>
        <source>{where}: not a mapping</source>
        <translation>{where}: no es un mapa de claves</translation>
    </message>
    <message>
        <source>{where}: {value} is not text</source>
        <translation>{where}: {value} no es texto</translation>
    </message>
    <message>
        <source>log: not a list</source>
        <translation>log: no es una lista</translation>
    </message>
    <message>
        <source>{where}.time: {stamp} is not a time</source>
        <translation>{where}.time: {stamp} no es una hora</translation>
    </message>
    <message>
        <source>{where}: {value} is neither text nor a message (context, pattern, values)</source>
        <translation>{where}: {value} no es ni texto ni un mensaje (contexto, patrón, valores)</translation>
    </message>
    <message>
        <source>{where}.pattern: {name} is not one of its values</source>
        <translation>{where}.pattern: {name} no es uno de sus valores</translation>
    </message>
    <message>
        <source>{where}.pattern: {pattern} cannot be filled with its values</source>
        <translation>{where}.pattern: {pattern} no se puede rellenar con sus valores</translation>
    </message>
    <message>
        <source>{where}[{resource}]: {amount} is not a whole number within ±{max_amount}</source>
        <translation>{where}[{resource}]: {amount} no es un número entero dentro de ±{max_amount}</translation>
    </message>
    <message>
        <source>{field}: {amount} is more than the track&apos;s {boxes} boxes</source>
        <translation>{field}: {amount} es más que las {boxes} casillas del registro</translation>
    </message>
    <message>
        <source>the fight would field {total}; an encounter fields at most {max_members}</source>
        <translation>el combate tendría {total} combatientes; un encuentro admite como mucho {max_members}</translation>
    </message>
    <message>
        <source>the fight would have a side with nobody in it</source>
        <translation>el combate tendría un bando sin nadie</translation>
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
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Preferencias</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Seguir al sistema</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Claro</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Oscuro</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Tema</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>Text &amp;size</source>
        <translation>&amp;Tamaño del texto</translation>
    </message>
</context>
<context>
    <name>PrintOptionsDialog</name>
    <message>
        <source>&amp;Full character sheets (a page or more each)</source>
        <translation>&amp;Hojas de personaje completas (una página o más cada una)</translation>
    </message>
    <message>
        <source>NPC and mook &amp;cards, several to a page</source>
        <translation>&amp;Fichas de PNJ y esbirros, varias por página</translation>
    </message>
    <message>
        <source>1 character chosen in the library list.</source>
        <translation>1 personaje elegido en la lista de la biblioteca.</translation>
    </message>
    <message>
        <source>{count} characters chosen in the library list.</source>
        <translation>{count} personajes elegidos en la lista de la biblioteca.</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>Imprimir</translation>
    </message>
    <message>
        <source>&amp;Paper</source>
        <translation>&amp;Papel</translation>
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
        <source>{file}:0:0: the file did not load</source>
        <translation>{file}:0:0: el archivo no se cargó</translation>
    </message>
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
    <name>ProblemsPanel</name>
    <message>
        <source>Problems of the sheet</source>
        <translation>Problemas de la hoja</translation>
    </message>
    <message>
        <source>&lt;b style=&apos;color:#d32f2f&apos;&gt;1 problem&lt;/b&gt; (a sheet may be saved with problems; click it to go to its field)</source>
        <translation>&lt;b style=&apos;color:#d32f2f&apos;&gt;1 problema&lt;/b&gt; (una hoja se puede guardar con problemas; haz clic en él para ir a su campo)</translation>
    </message>
    <message>
        <source>&lt;b style=&apos;color:#d32f2f&apos;&gt;{count} problems&lt;/b&gt; (a sheet may be saved with problems; click one to go to its field)</source>
        <translation>&lt;b style=&apos;color:#d32f2f&apos;&gt;{count} problemas&lt;/b&gt; (una hoja se puede guardar con problemas; haz clic en uno para ir a su campo)</translation>
    </message>
    <message>
        <source>No problems: the sheet follows its rules.</source>
        <translation>Sin problemas: la hoja cumple sus reglas.</translation>
    </message>
</context>
<context>
    <name>QuickLookupPanel</name>
    <message>
        <source>Quick lookup: the dice on the table</source>
        <translation>Consulta rápida: los dados sobre la mesa</translation>
    </message>
    <message>
        <source>Chec&amp;k</source>
        <translation>T&amp;irada</translation>
    </message>
    <message>
        <source>Inputs</source>
        <translation>Datos</translation>
    </message>
    <message>
        <source>&amp;Look up</source>
        <translation>C&amp;onsultar</translation>
    </message>
    <message>
        <source>Type what the dice showed and press Enter.</source>
        <translation>Escribe lo que sacaron los dados y pulsa Intro.</translation>
    </message>
    <message>
        <source>Pick a ruleset with checks.</source>
        <translation>Elige un reglamento con tiradas.</translation>
    </message>
    <message>
        <source>{low}–{high} or {faces}</source>
        <translation>{low}–{high} o {faces}</translation>
    </message>
    <message>
        <source>Type each die of the pool, separated by spaces; read as {names}</source>
        <translation>Escribe cada dado de la reserva, separados por espacios; se leen como {names}</translation>
    </message>
    <message>
        <source>{pool}: each die</source>
        <translation>{pool}: cada dado</translation>
    </message>
    <message>
        <source>&amp;Dice showed ({notation})</source>
        <translation>Lo que &amp;sacaron los dados ({notation})</translation>
    </message>
    <message>
        <source>Then {roll} ({notation})</source>
        <translation>Después {roll} ({notation})</translation>
    </message>
    <message>
        <source>&amp;Invokes after the roll (+{adds} each)</source>
        <translation>Invocaciones tras &amp;la tirada (+{adds} cada una)</translation>
    </message>
    <message>
        <source>{dice}, e.g. 6 5 1</source>
        <translation>{dice}, p. ej. 6 5 1</translation>
    </message>
    <message>
        <source>{pool}: each of {dice}</source>
        <translation>{pool}: cada uno de {dice}</translation>
    </message>
    <message>
        <source>Type each die of {pool}: {example}.</source>
        <translation>Escribe cada dado de {pool}: {example}.</translation>
    </message>
    <message>
        <source>Type what {notation} showed: {range}.</source>
        <translation>Escribe lo que sacó {notation}: {range}.</translation>
    </message>
    <message>
        <source>Cannot look this up</source>
        <translation>No se puede consultar</translation>
    </message>
    <message>
        <source>Roll again</source>
        <translation>Vuelve a tirar</translation>
    </message>
    <message>
        <source>The rules call for another roll: {rolls}. Type it and press Enter.</source>
        <translation>Las reglas piden otra tirada: {rolls}. Escríbela y pulsa Intro.</translation>
    </message>
    <message>
        <source>A tie: roll {rolls} again, type the new number over the old one and press Enter.</source>
        <translation>Empate: vuelve a tirar {rolls}, escribe el número nuevo sobre el antiguo y pulsa Intro.</translation>
    </message>
    <message>
        <source>{notation} showed {value}</source>
        <translation>{notation} sacó {value}</translation>
    </message>
</context>
<context>
    <name>RatingEditor</name>
    <message>
        <source>{value} (not on the scale)</source>
        <translation>{value} (fuera de la escala)</translation>
    </message>
</context>
<context>
    <name>RecoveryDialog</name>
    <message>
        <source>Recover unsaved characters</source>
        <translation>Recuperar personajes sin guardar</translation>
    </message>
    <message>
        <source>&lt;b&gt;GM Assistant did not close normally last time.&lt;/b&gt; These characters had edits that were not saved. Restore them to keep working on them (they open with their edits, unsaved), or discard the edits.</source>
        <translation>&lt;b&gt;GM Assistant no se cerró normalmente la última vez.&lt;/b&gt; Estos personajes tenían cambios sin guardar. Restáuralos para seguir trabajando en ellos (se abren con sus cambios, sin guardar) o descarta los cambios.</translation>
    </message>
    <message>
        <source>{file}: cannot be read ({error})</source>
        <translation>{file}: no se puede leer ({error})</translation>
    </message>
    <message>
        <source>a new character</source>
        <translation>un personaje nuevo</translation>
    </message>
    <message>
        <source>{name}  ({ruleset}; {file}; edited {when} UTC)</source>
        <translation>{name}  ({ruleset}; {file}; editado el {when} UTC)</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>&amp;Restaurar</translation>
    </message>
    <message>
        <source>&amp;Discard the edits</source>
        <translation>&amp;Descartar los cambios</translation>
    </message>
    <message>
        <source>Decide &amp;later</source>
        <translation>Decidir &amp;luego</translation>
    </message>
</context>
<context>
    <name>ResourceTrackerModel</name>
    <message>
        <source>Hits taken</source>
        <translation>Golpes recibidos</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Sheet value used by an outcome&apos;s effect ({key})</source>
        <translation>Valor de la hoja que usa el efecto de un resultado ({key})</translation>
    </message>
    <message>
        <source>Their sheet&apos;s boxes and slots for hits (Take a hit, Ctrl+H)</source>
        <translation>Las casillas y huecos de su hoja para los golpes (Recibir un golpe, Ctrl+H)</translation>
    </message>
    <message>
        <source>{resource}: {low} to {high}</source>
        <translation>{resource}: de {low} a {high}</translation>
    </message>
</context>
<context>
    <name>ResourceTrackerPanel</name>
    <message>
        <source>Resources at the table (this session)</source>
        <translation>Recursos en la mesa (esta sesión)</translation>
    </message>
    <message>
        <source>Add &amp;person…</source>
        <translation>A&amp;ñadir persona…</translation>
    </message>
    <message>
        <source>From the librar&amp;y</source>
        <translation>De la &amp;biblioteca</translation>
    </message>
    <message>
        <source>Add this ruleset&apos;s characters from the library with their current resources. Effects applied at the table are also saved to their sheets.</source>
        <translation>Añade los personajes de este reglamento desde la biblioteca con sus recursos actuales. Los efectos aplicados en la mesa también se guardan en sus hojas.</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <source>{ruleset} keeps no resources, harm or points at the table: there is nothing to track here. Who acts is typed above.</source>
        <translation>{ruleset} no lleva recursos, daño ni puntos en la mesa: aquí no hay nada que seguir. Quién actúa se escribe arriba.</translation>
    </message>
    <message>
        <source>{file} could not be opened: {error}</source>
        <translation>No se pudo abrir {file}: {error}</translation>
    </message>
    <message numerus="yes">
        <source>%n characters from the library at the table.</source>
        <translation>
            <numerusform>%n personaje de la biblioteca en la mesa.</numerusform>
            <numerusform>%n personajes de la biblioteca en la mesa.</numerusform>
        </translation>
    </message>
    <message>
        <source>No {ruleset} characters in the library yet.</source>
        <translation>Aún no hay personajes de {ruleset} en la biblioteca.</translation>
    </message>
    <message>
        <source>Add a person</source>
        <translation>Añadir una persona</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nombre:</translation>
    </message>
</context>
<context>
    <name>ResourceWriteback</name>
    <message>
        <source>{who}&apos;s sheet not saved: it has unsaved edits in Characters</source>
        <translation>No se guardó la hoja de {who}: tiene cambios sin guardar en Personajes</translation>
    </message>
    <message>
        <source>saved to {who}&apos;s sheet</source>
        <translation>guardado en la hoja de {who}</translation>
    </message>
    <message>
        <source>{who}&apos;s sheet not saved: {error}</source>
        <translation>No se guardó la hoja de {who}: {error}</translation>
    </message>
</context>
<context>
    <name>RollLogModel</name>
    <message>
        <source>Time</source>
        <translation>Hora</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Quién</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Tirada</translation>
    </message>
    <message>
        <source>Faces</source>
        <translation>Caras</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dados</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notas</translation>
    </message>
    <message>
        <source>{note}; {more}</source>
        <translation>{note}; {more}</translation>
    </message>
    <message>
        <source>{faces} (kept {kept})</source>
        <translation>{faces} (se quedan {kept})</translation>
    </message>
    <message>
        <source>{first}, {more}</source>
        <translation>{first}, {more}</translation>
    </message>
    <message>
        <source>{first} → {more}</source>
        <translation>{first} → {more}</translation>
    </message>
    <message>
        <source>{first} | {more}</source>
        <translation>{first} | {more}</translation>
    </message>
    <message>
        <source>{roll} {faces}</source>
        <translation>{roll} {faces}</translation>
    </message>
    <message>
        <source>{resource} spent: {amount}</source>
        <translation>gasto de {resource}: {amount}</translation>
    </message>
    <message>
        <source>table dice</source>
        <translation>dados de la mesa</translation>
    </message>
</context>
<context>
    <name>RollLogPanel</name>
    <message>
        <source>Roll log</source>
        <translation>Registro de tiradas</translation>
    </message>
    <message>
        <source>E&amp;xport CSV…</source>
        <translation>E&amp;xportar CSV…</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Vaciar</translation>
    </message>
    <message>
        <source>Export the roll &amp;log as CSV…</source>
        <translation>Exportar el &amp;registro de tiradas como CSV…</translation>
    </message>
    <message>
        <source>Clear the roll log</source>
        <translation>Vaciar el registro de tiradas</translation>
    </message>
    <message numerus="yes">
        <source>Forget the %n rolls logged at this ruleset&apos;s table? The other rulesets&apos; rolls are kept.</source>
        <translation>
            <numerusform>¿Olvidar la %n tirada registrada en la mesa de este reglamento? Las tiradas de los otros reglamentos se conservan.</numerusform>
            <numerusform>¿Olvidar las %n tiradas registradas en la mesa de este reglamento? Las tiradas de los otros reglamentos se conservan.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export the roll log</source>
        <translation>Exportar el registro de tiradas</translation>
    </message>
    <message>
        <source>CSV table (*.csv)</source>
        <translation>Tabla CSV (*.csv)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>La exportación falló</translation>
    </message>
    <message>
        <source>Could not write {path}:
{error}</source>
        <translation>No se pudo escribir {path}:
{error}</translation>
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
    <name>RulesetProblem</name>
    <message>
        <source>duplicate level key &apos;{key}&apos; in scale &apos;{scale_id}&apos;</source>
        <translation>clave de nivel repetida «{key}» en la escala «{scale_id}»</translation>
    </message>
    <message>
        <source>name for {number}, outside the range {start}..{amount}</source>
        <translation>nombre para {number}, fuera del rango {start}..{amount}</translation>
    </message>
    <message>
        <source>&apos;{raw}&apos; is not a level of the row scale &apos;{rows}&apos;</source>
        <translation>«{raw}» no es un nivel de la escala de filas «{rows}»</translation>
    </message>
    <message>
        <source>missing row &apos;{row}&apos; (every level of &apos;{rows}&apos; needs one)</source>
        <translation>falta la fila «{row}» (cada nivel de «{rows}» necesita una)</translation>
    </message>
    <message>
        <source>cell &apos;{value}&apos; is not {expected}</source>
        <translation>la celda «{value}» no es {expected}</translation>
    </message>
    <message>
        <source>unknown scale &apos;{rows}&apos; (known: {names})</source>
        <translation>escala desconocida «{rows}» (conocidas: {names})</translation>
    </message>
    <message>
        <source>unknown scale &apos;{columns}&apos; (known: {names})</source>
        <translation>escala desconocida «{columns}» (conocidas: {names})</translation>
    </message>
    <message>
        <source>unknown scale &apos;{scale}&apos;</source>
        <translation>escala desconocida «{scale}»</translation>
    </message>
    <message>
        <source>a chart without &apos;columns&apos; has one cell per row, not a list</source>
        <translation>una tabla sin «columns» tiene una celda por fila, no una lista</translation>
    </message>
    <message>
        <source>expected a list of {count} cells (one per column)</source>
        <translation>se esperaba una lista de {count} celdas (una por columna)</translation>
    </message>
    <message>
        <source>row &apos;{row}&apos; has {count} cells, expected {count_2} (one per level of &apos;{columns}&apos;)</source>
        <translation>la fila «{row}» tiene {count} celdas, se esperaban {count_2} (una por nivel de «{columns}»)</translation>
    </message>
    <message>
        <source>an input has either &apos;scale&apos; or &apos;range&apos;</source>
        <translation>una entrada tiene «scale» o «range»</translation>
    </message>
    <message>
        <source>a pool value is one of: a count of dice ({{faces: [5, 6]}}, {{at_least: 5}}, {{at_most: 1}}), {{highest: N}}, {{lowest: N}}, {{sum: true}} or {{effect: N}}</source>
        <translation>un valor de reserva es uno de estos: un recuento de dados ({{faces: [5, 6]}}, {{at_least: 5}}, {{at_most: 1}}), {{highest: N}}, {{lowest: N}}, {{sum: true}} o {{effect: N}}</translation>
    </message>
    <message>
        <source>a pool of &apos;sizes&apos; lists its dice itself: no &apos;dice&apos;, &apos;die&apos; or &apos;sides&apos;</source>
        <translation>una reserva con «sizes» enumera sus propios dados: sin «dice», «die» ni «sides»</translation>
    </message>
    <message>
        <source>a pool says how many dice (&apos;dice: N&apos; with its die) or lists their &apos;sizes&apos;</source>
        <translation>una reserva dice cuántos dados tiene («dice: N» con su dado) o enumera sus «sizes»</translation>
    </message>
    <message>
        <source>a pool names its die: &apos;die: d6&apos; or &apos;sides: FORMULA&apos;</source>
        <translation>una reserva nombra su dado: «die: d6» o «sides: FÓRMULA»</translation>
    </message>
    <message>
        <source>an &apos;else&apos; band holds only the outcome key: {{else: KEY}}</source>
        <translation>una banda «else» solo lleva la clave del resultado: {{else: CLAVE}}</translation>
    </message>
    <message>
        <source>a band needs &apos;when&apos; (a condition) or &apos;else&apos;</source>
        <translation>una banda necesita «when» (una condición) o «else»</translation>
    </message>
    <message>
        <source>a band has exactly one of &apos;outcome&apos;, &apos;roll_again&apos; or &apos;reroll&apos;</source>
        <translation>una banda tiene exactamente uno de «outcome», «roll_again» o «reroll»</translation>
    </message>
    <message>
        <source>an outcome rule is either a chart lookup or &apos;bands&apos;</source>
        <translation>una regla de resultado es una consulta de tabla o «bands»</translation>
    </message>
    <message>
        <source>a chart lookup needs &apos;row&apos;</source>
        <translation>una consulta de tabla necesita «row»</translation>
    </message>
    <message>
        <source>the key &apos;on:&apos; is now &apos;while_outcome:&apos; (YAML 1.1 tools read &apos;on&apos; as true); rename it</source>
        <translation>la clave «on:» ahora es «while_outcome:» (las herramientas de YAML 1.1 leen «on» como true); cámbiale el nombre</translation>
    </message>
    <message>
        <source>a reroll spend names the outcomes it rerolls: while_outcome: [KEY, ...]</source>
        <translation>un gasto para repetir nombra los resultados que repite: while_outcome: [CLAVE, ...]</translation>
    </message>
    <message>
        <source>a bonus spend needs &apos;adds&apos; and &apos;variable&apos;</source>
        <translation>un gasto de bonificación necesita «adds» y «variable»</translation>
    </message>
    <message>
        <source>&apos;reroll_instead&apos; belongs to a bonus spend with &apos;until: success&apos; (the better use is the one more likely to reach a success)</source>
        <translation>«reroll_instead» va con un gasto de bonificación con «until: success» (el mejor uso es el que más probablemente logra un éxito)</translation>
    </message>
    <message>
        <source>a push names its pool, the faces that stay and the outcomes it pushes from: {{kind: push, pool: NAME, keep: [6], while_outcome: [KEY, ...], budget: 1}}</source>
        <translation>forzar nombra su reserva, las caras que se quedan y los resultados desde los que se fuerza: {{kind: push, pool: NOMBRE, keep: [6], while_outcome: [CLAVE, ...], budget: 1}}</translation>
    </message>
    <message>
        <source>&apos;pool&apos; and &apos;keep&apos; belong to a push (kind: push)</source>
        <translation>«pool» y «keep» van con forzar (kind: push)</translation>
    </message>
    <message>
        <source>unknown resource &apos;{resource}&apos;</source>
        <translation>recurso desconocido «{resource}»</translation>
    </message>
    <message>
        <source>default &apos;{default}&apos; is not a level of &apos;{scale}&apos;</source>
        <translation>el valor por defecto «{default}» no es un nivel de «{scale}»</translation>
    </message>
    <message>
        <source>default &apos;{default}&apos; is text: write a whole number without quotes ({low}..{high})</source>
        <translation>el valor por defecto «{default}» es texto: escribe un número entero sin comillas ({low}..{high})</translation>
    </message>
    <message>
        <source>default {default} is outside {low}..{high}</source>
        <translation>el valor por defecto {default} está fuera de {low}..{high}</translation>
    </message>
    <message>
        <source>check &apos;{check}&apos;: {problem}</source>
        <translation>tirada «{check}»: {problem}</translation>
    </message>
    <message>
        <source>unknown outcome &apos;{key}&apos;</source>
        <translation>resultado desconocido «{key}»</translation>
    </message>
    <message>
        <source>an outcome is listed twice</source>
        <translation>un resultado aparece dos veces</translation>
    </message>
    <message>
        <source>&apos;reroll_instead&apos; cannot be combined with &apos;reroll&apos; bands (which roll some dice again by themselves)</source>
        <translation>«reroll_instead» no se puede combinar con bandas «reroll» (que ya vuelven a tirar algunos dados por sí solas)</translation>
    </message>
    <message>
        <source>a push cannot be combined with &apos;roll_again&apos; or &apos;reroll&apos; bands</source>
        <translation>forzar no se puede combinar con bandas «roll_again» o «reroll»</translation>
    </message>
    <message>
        <source>one roll of the check &apos;{id}&apos; may walk about {cost:,} combinations of dice ({steps_text}, the first roll by its second rolls); at most {max_check_cost:,} are worked out exactly (roll fewer named dice or a smaller pool in a &apos;roll_again&apos;, or write sums as one roll)</source>
        <translation>una tirada de «{id}» puede recorrer unas {cost:,} combinaciones de dados ({steps_text}, la primera tirada por sus segundas tiradas); como mucho se calculan con exactitud {max_check_cost:,} (tira menos dados con nombre o una reserva menor en un «roll_again», o escribe las sumas como una sola tirada)</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; is not one of this check&apos;s measures ({value})</source>
        <translation>«{name}» no es una de las medidas de esta tirada ({value})</translation>
    </message>
    <message>
        <source>a bonus spend cannot be combined with &apos;roll_again&apos; bands</source>
        <translation>un gasto de bonificación no se puede combinar con bandas «roll_again»</translation>
    </message>
    <message>
        <source>&apos;in_order&apos; groups support reroll spends only, not bonus spends</source>
        <translation>los grupos «in_order» solo admiten gastos para repetir, no de bonificación</translation>
    </message>
    <message>
        <source>no pool &apos;{pool}&apos; in this check&apos;s roll (pools: {names})</source>
        <translation>no hay reserva «{pool}» en la tirada de este chequeo (reservas: {names})</translation>
    </message>
    <message>
        <source>a push needs a pool of one kind of die; &apos;{pool}&apos; lists dice of different sizes</source>
        <translation>forzar necesita una reserva de una sola clase de dado; «{pool}» enumera dados de tamaños distintos</translation>
    </message>
    <message>
        <source>a push needs a pool whose values are all counts of dice; &apos;{pool}&apos; reads highest, lowest or a sum</source>
        <translation>forzar necesita una reserva cuyos valores sean todos recuentos de dados; «{pool}» lee el mayor, el menor o una suma</translation>
    </message>
    <message>
        <source>a push beside a reroll spend is not worked out for an &apos;in_order&apos; group (each roll&apos;s rerolls would change the pushes left to the next); keep one of them</source>
        <translation>forzar junto a un gasto para repetir no se calcula en un grupo «in_order» (lo que repite cada tirada cambiaría lo que queda por forzar a la siguiente); quédate con uno de los dos</translation>
    </message>
    <message>
        <source>&apos;reroll_instead&apos; is worked out for a roll of plain dice, not a pool</source>
        <translation>«reroll_instead» se calcula para una tirada de dados sencillos, no para una reserva</translation>
    </message>
    <message>
        <source>&apos;{variable}&apos; is already the name of an input</source>
        <translation>«{variable}» ya es el nombre de una entrada</translation>
    </message>
    <message>
        <source>&apos;reroll_instead&apos; cannot be combined with a reroll spend (a throw rolled again by it would keep only the uses left, which the better use is not worked out for)</source>
        <translation>«reroll_instead» no se puede combinar con un gasto para repetir (una tirada repetida por él solo conservaría los usos restantes, y para eso no se calcula el mejor uso)</translation>
    </message>
    <message>
        <source>at most one spend of each kind (reroll, bonus, push)</source>
        <translation>como mucho un gasto de cada clase (repetir, bonificación, forzar)</translation>
    </message>
    <message>
        <source>unknown input &apos;{bad}&apos;</source>
        <translation>entrada desconocida «{bad}»</translation>
    </message>
    <message>
        <source>&apos;{source}&apos; and &apos;{target}&apos; take different kinds of value</source>
        <translation>«{source}» y «{target}» toman clases de valor distintas</translation>
    </message>
    <message>
        <source>the dice and pools together may give about {combinations:,} combinations for one roll, at most {most:,} are worked out exactly (read fewer values from a pool, or fewer dice)</source>
        <translation>los dados y las reservas juntos pueden dar unas {combinations:,} combinaciones en una tirada, como mucho se calculan con exactitud {most:,} (lee menos valores de una reserva, o menos dados)</translation>
    </message>
    <message>
        <source>unknown chart &apos;{chart_id}&apos;</source>
        <translation>tabla desconocida «{chart_id}»</translation>
    </message>
    <message>
        <source>a stat has either &apos;scale&apos; or &apos;range&apos;</source>
        <translation>un atributo tiene «scale» o «range»</translation>
    </message>
    <message>
        <source>&apos;best_of&apos; reads the best rating of sheet fields: a stat with a &apos;scale&apos; and no &apos;from&apos;</source>
        <translation>«best_of» lee la mejor puntuación de campos de la hoja: un atributo con «scale» y sin «from»</translation>
    </message>
    <message>
        <source>a hit has exactly one of &apos;take_out: true&apos;, &apos;absorb&apos; (a measure absorbed by the harm rules), &apos;test&apos; or &apos;counters&apos;</source>
        <translation>un golpe tiene exactamente uno de «take_out: true», «absorb» (una medida que absorben las reglas de daño), «test» o «counters»</translation>
    </message>
    <message>
        <source>an order has one of &apos;stat&apos;, &apos;check&apos; or &apos;listed: true&apos;</source>
        <translation>un orden tiene uno de «stat», «check» o «listed: true»</translation>
    </message>
    <message>
        <source>&apos;each_round&apos; belongs to an order by &apos;stat&apos;</source>
        <translation>«each_round» va con un orden por «stat»</translation>
    </message>
    <message>
        <source>&apos;spend&apos; and &apos;ambush&apos; belong to an order by &apos;check&apos;</source>
        <translation>«spend» y «ambush» van con un orden por «check»</translation>
    </message>
    <message>
        <source>&apos;invoke&apos; needs an &apos;opposed&apos; defence and replaces &apos;spend&apos;</source>
        <translation>«invoke» necesita una defensa «opposed» y sustituye a «spend»</translation>
    </message>
    <message>
        <source>a conflict is either a fight (&apos;order&apos;, &apos;turn&apos; and &apos;hit&apos;) or a &apos;contest&apos;</source>
        <translation>un conflicto es un combate («order», «turn» y «hit») o una «contest»</translation>
    </message>
    <message>
        <source>a fight needs &apos;order&apos;, &apos;turn&apos; and &apos;hit&apos;</source>
        <translation>un combate necesita «order», «turn» y «hit»</translation>
    </message>
    <message>
        <source>&apos;{value}&apos; is both a stat and a pool</source>
        <translation>«{value}» es a la vez un atributo y una reserva</translation>
    </message>
    <message>
        <source>unknown note &apos;{note}&apos;</source>
        <translation>nota desconocida «{note}»</translation>
    </message>
    <message>
        <source>&apos;less_advantage&apos; compares the sides&apos; Advantage: the conflict needs &apos;advantage&apos;</source>
        <translation>«less_advantage» compara la Ventaja de los bandos: el conflicto necesita «advantage»</translation>
    </message>
    <message>
        <source>an order drawn every round cannot go with the turn&apos;s &apos;combine&apos; or a crowd&apos;s &apos;every&apos;</source>
        <translation>un orden sorteado cada asalto no puede ir con el «combine» del turno ni con el «every» de una multitud</translation>
    </message>
    <message>
        <source>offer the reading it gives: add &apos;each_round&apos; to the policies&apos; &apos;turns&apos;</source>
        <translation>ofrece la lectura que da: añade «each_round» a los «turns» de las tácticas</translation>
    </message>
    <message>
        <source>unknown roll &apos;{roll}&apos; (the ruleset&apos;s dice: {known})</source>
        <translation>tirada desconocida «{roll}» (dados del reglamento: {known})</translation>
    </message>
    <message>
        <source>&apos;{input}&apos; is not an input of &apos;{spec}&apos;</source>
        <translation>«{input}» no es una entrada de «{spec}»</translation>
    </message>
    <message>
        <source>Risk is paid from Advantage: add &apos;advantage&apos;</source>
        <translation>el Riesgo se paga con Ventaja: añade «advantage»</translation>
    </message>
    <message>
        <source>unknown pool &apos;{no_repeat}&apos;</source>
        <translation>reserva desconocida «{no_repeat}»</translation>
    </message>
    <message>
        <source>&apos;{skill}&apos; has no input &apos;{input}&apos; for the Risk</source>
        <translation>«{skill}» no tiene la entrada «{input}» para el Riesgo</translation>
    </message>
    <message>
        <source>unknown pool &apos;{pool}&apos;</source>
        <translation>reserva desconocida «{pool}»</translation>
    </message>
    <message>
        <source>&apos;{input}&apos; is not a scale input of &apos;{spec}&apos;</source>
        <translation>«{input}» no es una entrada de escala de «{spec}»</translation>
    </message>
    <message>
        <source>wear is absorbed as a hit: the conflict needs &apos;hit: {{absorb: ...}}&apos;</source>
        <translation>el desgaste se absorbe como un golpe: el conflicto necesita «hit: {{absorb: ...}}»</translation>
    </message>
    <message>
        <source>&apos;{measure}&apos; is not a measure of &apos;{spec}&apos;</source>
        <translation>«{measure}» no es una medida de «{spec}»</translation>
    </message>
    <message>
        <source>fighters combine one attack each: &apos;combine&apos; needs &apos;actions: 1&apos;</source>
        <translation>los combatientes combinan un ataque cada uno: «combine» necesita «actions: 1»</translation>
    </message>
    <message>
        <source>a combined attack pays no Risk: &apos;combine&apos; cannot go with &apos;risk&apos;</source>
        <translation>un ataque combinado no paga Riesgo: «combine» no puede ir con «risk»</translation>
    </message>
    <message>
        <source>a combined attack has no size of its own: &apos;combine&apos; needs a hit that takes out or calls for a test</source>
        <translation>un ataque combinado no tiene tamaño propio: «combine» necesita un golpe que deje fuera o pida una prueba</translation>
    </message>
    <message>
        <source>absorbing a hit needs the ruleset&apos;s &apos;harm&apos; section</source>
        <translation>absorber un golpe necesita la sección «harm» del reglamento</translation>
    </message>
    <message>
        <source>&apos;{absorb}&apos; is not a measure of &apos;{spec}&apos;</source>
        <translation>«{absorb}» no es una medida de «{spec}»</translation>
    </message>
    <message>
        <source>&apos;{default}&apos; is not a level of &apos;{scale}&apos;</source>
        <translation>«{default}» no es un nivel de «{scale}»</translation>
    </message>
    <message>
        <source>&apos;{default}&apos; is not in {min}..{max}</source>
        <translation>«{default}» no está en {min}..{max}</translation>
    </message>
    <message>
        <source>unknown pool &apos;{minus}&apos;</source>
        <translation>reserva desconocida «{minus}»</translation>
    </message>
    <message>
        <source>reading a sheet field needs the ruleset&apos;s &apos;sheet&apos;</source>
        <translation>leer un campo de la hoja necesita la «sheet» del reglamento</translation>
    </message>
    <message>
        <source>unknown sheet field &apos;{field}&apos;</source>
        <translation>campo de hoja desconocido «{field}»</translation>
    </message>
    <message>
        <source>unknown stat &apos;{name}&apos; (this conflict&apos;s stats: {known})</source>
        <translation>atributo desconocido «{name}» (atributos de este conflicto: {known})</translation>
    </message>
    <message>
        <source>unknown check &apos;{check_id}&apos;</source>
        <translation>tirada desconocida «{check_id}»</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; is not an input of &apos;{check_id}&apos;</source>
        <translation>«{name}» no es una entrada de «{check_id}»</translation>
    </message>
    <message>
        <source>there is no target here; use &apos;self.&lt;stat&gt;&apos;</source>
        <translation>aquí no hay objetivo; usa «self.&lt;atributo&gt;»</translation>
    </message>
    <message>
        <source>unknown stat or pool &apos;{stat}&apos;</source>
        <translation>atributo o reserva desconocidos «{stat}»</translation>
    </message>
    <message>
        <source>&apos;{value}&apos; is not a level of {info}</source>
        <translation>«{value}» no es un nivel de {info}</translation>
    </message>
    <message>
        <source>&apos;{value}&apos; is not a whole number in {low}..{high}</source>
        <translation>«{value}» no es un número entero en {low}..{high}</translation>
    </message>
    <message>
        <source>&apos;{spec}&apos; needs a bonus spend (what an invocation adds) and a single roll</source>
        <translation>«{spec}» necesita un gasto de bonificación (lo que suma una invocación) y una sola tirada</translation>
    </message>
    <message>
        <source>&apos;{spec}&apos; has nothing to spend</source>
        <translation>«{spec}» no tiene nada que gastar</translation>
    </message>
    <message>
        <source>one value or more</source>
        <translation>uno o más valores</translation>
    </message>
    <message>
        <source>one value</source>
        <translation>un valor</translation>
    </message>
    <message>
        <source>three values (value, lowest, highest)</source>
        <translation>tres valores (valor, mínimo, máximo)</translation>
    </message>
    <message>
        <source>{base} ** {exponent} is too large for a ruleset formula</source>
        <translation>{base} ** {exponent} es demasiado grande para una fórmula del reglamento</translation>
    </message>
    <message>
        <source>{value} is not allowed in a formula</source>
        <translation>{value} no se admite en una fórmula</translation>
    </message>
    <message>
        <source>&apos;{source}&apos; gave {result}, which is not a number</source>
        <translation>«{source}» dio {result}, que no es un número</translation>
    </message>
    <message>
        <source>&apos;{source}&apos; gave {result}, expected a number</source>
        <translation>«{source}» dio {result}, se esperaba un número</translation>
    </message>
    <message>
        <source>&apos;{source}&apos; gave a number too large (more than {max_magnitude:,})</source>
        <translation>«{source}» dio un número demasiado grande (más de {max_magnitude:,})</translation>
    </message>
    <message>
        <source>&apos;{source}&apos;: no value for {missing}</source>
        <translation>«{source}»: no hay valor para {missing}</translation>
    </message>
    <message>
        <source>&apos;{source}&apos;: division by zero</source>
        <translation>«{source}»: división entre cero</translation>
    </message>
    <message>
        <source>&apos;{source}&apos;: {error}</source>
        <translation>«{source}»: {error}</translation>
    </message>
    <message>
        <source>&apos;{source}&apos;: no value for &apos;{missing}&apos;</source>
        <translation>«{source}»: no hay valor para «{missing}»</translation>
    </message>
    <message>
        <source>&apos;{source}&apos; is too complex for a formula</source>
        <translation>«{source}» es demasiado complejo para una fórmula</translation>
    </message>
    <message>
        <source>&apos;{source}&apos;: {value} is not allowed in a formula (use numbers, names, arithmetic, comparisons, and/or/not, &apos;x if c else y&apos; and min, max, abs, floor, ceil, clamp)</source>
        <translation>«{source}»: {value} no se admite en una fórmula (usa números, nombres, aritmética, comparaciones, and/or/not, «x if c else y» y min, max, abs, floor, ceil, clamp)</translation>
    </message>
    <message>
        <source>&apos;{source}&apos;: unknown name &apos;{node}&apos; (known: {hint})</source>
        <translation>«{source}»: nombre desconocido «{node}» (conocidos: {hint})</translation>
    </message>
    <message>
        <source>&apos;{source}&apos;: only numbers are allowed, not {value}</source>
        <translation>«{source}»: solo se admiten números, no {value}</translation>
    </message>
    <message>
        <source>&apos;{source}&apos;: {value} is not a usable number</source>
        <translation>«{source}»: {value} no es un número utilizable</translation>
    </message>
    <message>
        <source>&apos;{source}&apos;: unknown function; available: {names}</source>
        <translation>«{source}»: función desconocida; disponibles: {names}</translation>
    </message>
    <message>
        <source>&apos;{source}&apos;: functions take plain arguments only</source>
        <translation>«{source}»: las funciones solo toman argumentos sencillos</translation>
    </message>
    <message>
        <source>&apos;{source}&apos;: {func} takes {usage}, not 1 value</source>
        <translation>«{source}»: {func} toma {usage}, no 1 valor</translation>
    </message>
    <message>
        <source>&apos;{source}&apos;: {func} takes {usage}, not {count} values</source>
        <translation>«{source}»: {func} toma {usage}, no {count} valores</translation>
    </message>
    <message>
        <source>empty formula</source>
        <translation>fórmula vacía</translation>
    </message>
    <message>
        <source>formula longer than {max_length} characters</source>
        <translation>fórmula de más de {max_length} caracteres</translation>
    </message>
    <message>
        <source>; to compare, write == (a single = is not a comparison)</source>
        <translation>; para comparar, escribe == (un solo = no es una comparación)</translation>
    </message>
    <message>
        <source>&apos;{text}&apos;: syntax error ({msg}){hint}</source>
        <translation>«{text}»: error de sintaxis ({msg}){hint}</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; cannot be read as a formula</source>
        <translation>«{text}» no se puede leer como fórmula</translation>
    </message>
    <message>
        <source>a check that deals a hit needs the ruleset&apos;s &apos;harm&apos; section (how hits are absorbed)</source>
        <translation>una tirada que causa un golpe necesita la sección «harm» del reglamento (cómo se absorben los golpes)</translation>
    </message>
    <message>
        <source>unknown measure &apos;{measure}&apos; (this check&apos;s measures: {known})</source>
        <translation>medida desconocida «{measure}» (medidas de esta tirada: {known})</translation>
    </message>
    <message>
        <source>&apos;{track}&apos; is not a track field of the sheet</source>
        <translation>«{track}» no es un campo de registro de la hoja</translation>
    </message>
    <message>
        <source>box {box}: {error}</source>
        <translation>casilla {box}: {error}</translation>
    </message>
    <message>
        <source>box {box} would absorb {amount}; amounts are whole numbers &gt;= 0</source>
        <translation>la casilla {box} absorbería {amount}; las cantidades son números enteros &gt;= 0</translation>
    </message>
    <message>
        <source>names rows of a chart absorber; a track clears whole (&apos;clears: rest&apos;)</source>
        <translation>nombra filas de un absorbente de tabla; un registro se vacía entero («clears: rest»)</translation>
    </message>
    <message>
        <source>the chart &apos;{chart}&apos; must have one column of numbers (the amount each slot absorbs)</source>
        <translation>la tabla «{chart}» debe tener una columna de números (lo que absorbe cada hueco)</translation>
    </message>
    <message>
        <source>the chart&apos;s row &apos;{key}&apos; must be a text field of the sheet (the slot written when it absorbs a hit)</source>
        <translation>la fila «{key}» de la tabla debe ser un campo de texto de la hoja (el hueco que se escribe al absorber un golpe)</translation>
    </message>
    <message>
        <source>the row &apos;{key}&apos; absorbs {amount}; amounts are &gt;= 0</source>
        <translation>la fila «{key}» absorbe {amount}; las cantidades son &gt;= 0</translation>
    </message>
    <message>
        <source>&apos;{row}&apos; is not a row of the chart &apos;{chart}&apos;</source>
        <translation>«{row}» no es una fila de la tabla «{chart}»</translation>
    </message>
    <message>
        <source>the harm rules mark fields of the character sheet: add a &apos;sheet&apos;</source>
        <translation>las reglas de daño marcan campos de la hoja de personaje: añade una «sheet»</translation>
    </message>
    <message>
        <source>duplicate absorber id &apos;{item}&apos;</source>
        <translation>id de absorbente repetido «{item}»</translation>
    </message>
    <message>
        <source>the top level</source>
        <translation>el nivel superior</translation>
    </message>
    <message>
        <source>unknown key &apos;{key}&apos; in {parent} (did you mean &apos;{close}&apos;?)</source>
        <translation>clave desconocida «{key}» en {parent} (¿querías decir «{close}»?)</translation>
    </message>
    <message>
        <source>unknown key &apos;{key}&apos; in {parent}</source>
        <translation>clave desconocida «{key}» en {parent}</translation>
    </message>
    <message>
        <source>missing key</source>
        <translation>falta una clave</translation>
    </message>
    <message>
        <source>missing required key &apos;{key}&apos; in {parent}</source>
        <translation>falta la clave obligatoria «{key}» en {parent}</translation>
    </message>
    <message>
        <source>{field}: {message}</source>
        <translation>{field}: {message}</translation>
    </message>
    <message>
        <source>the document</source>
        <translation>el documento</translation>
    </message>
    <message>
        <source>expected a mapping of ruleset keys (id, name, scales, checks, ...) at the top</source>
        <translation>se esperaba un mapa de claves del reglamento (id, name, scales, checks, ...) al principio</translation>
    </message>
    <message>
        <source>cannot read the file: {reason}</source>
        <translation>no se puede leer el archivo: {reason}</translation>
    </message>
    <message>
        <source>a scale has either &apos;levels&apos; (named) or &apos;range&apos; (numeric)</source>
        <translation>una escala tiene «levels» (con nombre) o «range» (numérica)</translation>
    </message>
    <message>
        <source>&apos;names&apos; only goes with a numeric &apos;range&apos;</source>
        <translation>«names» solo va con un «range» numérico</translation>
    </message>
    <message>
        <source>an effect has exactly one of &apos;add&apos; or &apos;set&apos;</source>
        <translation>un efecto tiene exactamente uno de «add» o «set»</translation>
    </message>
    <message>
        <source>an absorber has either &apos;track&apos; or &apos;chart&apos;</source>
        <translation>un absorbente tiene «track» o «chart»</translation>
    </message>
    <message>
        <source>min ({min}) is larger than max ({max})</source>
        <translation>min ({min}) es mayor que max ({max})</translation>
    </message>
    <message>
        <source>a range may span at most 10000 values</source>
        <translation>un rango puede abarcar como mucho 10000 valores</translation>
    </message>
    <message>
        <source>number of sides</source>
        <translation>número de caras</translation>
    </message>
    <message>
        <source>number of dice</source>
        <translation>número de dados</translation>
    </message>
    <message>
        <source>the {what} reads inputs with more than {max_input_combinations:,} combinations; narrow their ranges</source>
        <translation>el {what} lee entradas con más de {max_input_combinations:,} combinaciones; estrecha sus rangos</translation>
    </message>
    <message>
        <source>the {what} cannot be worked out for every input ({error})</source>
        <translation>el {what} no se puede calcular para todas las entradas ({error})</translation>
    </message>
    <message>
        <source>the die has {side_range} to {side_range2} sides with these inputs; a pool&apos;s die has 1 to {max_pool_sides}</source>
        <translation>el dado tiene de {side_range} a {side_range2} caras con estas entradas; el dado de una reserva tiene de 1 a {max_pool_sides}</translation>
    </message>
    <message>
        <source>an exploding die needs at least 2 sides</source>
        <translation>un dado que explota necesita al menos 2 caras</translation>
    </message>
    <message>
        <source>up to {high} dice with these inputs; a pool has at most {max_pool_dice}</source>
        <translation>hasta {high} dados con estas entradas; una reserva tiene como mucho {max_pool_dice}</translation>
    </message>
    <message>
        <source>with {high} dice these values may take about {bound:,} combinations together, more than the {max_pool_states:,} worked out exactly; read fewer values (a count instead of a sum) or fewer dice</source>
        <translation>con {high} dados estos valores pueden dar juntos unas {bound:,} combinaciones, más de las {max_pool_states:,} que se calculan con exactitud; lee menos valores (un recuento en vez de una suma) o menos dados</translation>
    </message>
    <message>
        <source>the die has up to {found} sides with these inputs; a pool&apos;s die has at most {max_pool_sides}</source>
        <translation>el dado tiene hasta {found} caras con estas entradas; el dado de una reserva tiene como mucho {max_pool_sides}</translation>
    </message>
    <message>
        <source>with {dice_range} dice these values may take about {bound:,} combinations together, more than the {max_pool_states:,} worked out exactly; read fewer values (a count instead of a sum) or fewer dice</source>
        <translation>con {dice_range} dados estos valores pueden dar juntos unas {bound:,} combinaciones, más de las {max_pool_states:,} que se calculan con exactitud; lee menos valores (un recuento en vez de una suma) o menos dados</translation>
    </message>
    <message>
        <source>&apos;{ruleset_id}&apos; has no chart &apos;{chart}&apos; for a house rule to change (its charts: {charts}): delete it from this file</source>
        <translation>&apos;{ruleset_id}&apos; no tiene ninguna tabla &apos;{chart}&apos; que una regla de la casa pueda cambiar (sus tablas: {charts}): bórrala de este archivo</translation>
    </message>
    <message>
        <source>expected a ruleset mapping with an &apos;id&apos; (a new ruleset, or the id of a shipped one to override it)</source>
        <translation>se esperaba un mapa de claves del reglamento con un «id» (un reglamento nuevo, o el id de uno incluido para reemplazarlo)</translation>
    </message>
    <message>
        <source>&apos;{ruleset_id}&apos; is already overridden by {overridden}: put all house rules for it in one file</source>
        <translation>«{ruleset_id}» ya lo reemplaza {overridden}: pon todas sus reglas de la casa en un solo archivo</translation>
    </message>
    <message>
        <source>the id &apos;{ruleset_id}&apos; is already used by {file}</source>
        <translation>el id «{ruleset_id}» ya lo usa {file}</translation>
    </message>
    <message>
        <source>the name &apos;{clash}&apos; is already used</source>
        <translation>el nombre «{clash}» ya está en uso</translation>
    </message>
    <message>
        <source>the roll name &apos;{name}&apos; is already used by an input</source>
        <translation>el nombre de tirada «{name}» ya lo usa una entrada</translation>
    </message>
    <message>
        <source>the dice of this roll up to &apos;{name}&apos; together take about {work:,} products of chances to work out, at most {max_work:,} (see Limits in the guide)</source>
        <translation>los dados de esta tirada hasta «{name}» necesitan juntos unos {work:,} productos de probabilidades para calcularse, como mucho {max_work:,} (mira Límites en la guía)</translation>
    </message>
    <message>
        <source>&apos;{notation}&apos; has more than {max_roll_outcomes} totals</source>
        <translation>«{notation}» tiene más de {max_roll_outcomes} totales</translation>
    </message>
    <message>
        <source>these dice together have {total} combinations, at most {max_roll_outcomes} are allowed (write a difference like &apos;4dF-4dF&apos; as one roll)</source>
        <translation>estos dados juntos tienen {total} combinaciones, se admiten como mucho {max_roll_outcomes} (escribe una diferencia como «4dF-4dF» como una sola tirada)</translation>
    </message>
    <message>
        <source>this chart has no columns</source>
        <translation>esta tabla no tiene columnas</translation>
    </message>
    <message>
        <source>this chart needs a column (a level of &apos;{scale}&apos;)</source>
        <translation>esta tabla necesita una columna (un nivel de «{scale}»)</translation>
    </message>
    <message>
        <source>unknown name &apos;{name}&apos; (known: {names})</source>
        <translation>nombre desconocido «{name}» (conocidos: {names})</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; is a level of &apos;{kind}&apos;, but this axis is the number scale &apos;{scale}&apos;</source>
        <translation>«{name}» es un nivel de «{kind}», pero este eje es la escala numérica «{scale}»</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>un número</translation>
    </message>
    <message>
        <source>a level of &apos;{kind}&apos;</source>
        <translation>un nivel de «{kind}»</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; is {what}, but this axis is the scale &apos;{scale}&apos;</source>
        <translation>«{name}» es {what}, pero este eje es la escala «{scale}»</translation>
    </message>
    <message>
        <source>values depend on each other in a cycle: {cycle}</source>
        <translation>los valores dependen unos de otros en círculo: {cycle}</translation>
    </message>
    <message>
        <source>the value &apos;{name}&apos; reuses the name of an input or roll</source>
        <translation>el valor «{name}» repite el nombre de una entrada o tirada</translation>
    </message>
    <message>
        <source>this chart holds outcomes: use it in &apos;outcome&apos;, not in values</source>
        <translation>esta tabla contiene resultados: úsala en «outcome», no en valores</translation>
    </message>
    <message>
        <source>&apos;{shift}&apos; is not a level of a scale, so it cannot shift</source>
        <translation>«{shift}» no es un nivel de una escala, así que no puede desplazarse</translation>
    </message>
    <message>
        <source>the &apos;else&apos; band must come last</source>
        <translation>la banda «else» debe ir la última</translation>
    </message>
    <message>
        <source>the last band must be {{else: KEY}}, so that every roll has an outcome</source>
        <translation>la última banda debe ser {{else: CLAVE}}, para que toda tirada tenga un resultado</translation>
    </message>
    <message>
        <source>the chart &apos;{chart}&apos; does not hold outcomes</source>
        <translation>la tabla «{chart}» no contiene resultados</translation>
    </message>
    <message>
        <source>the chart can give &apos;{key}&apos;, which the check does not list in its outcomes</source>
        <translation>la tabla puede dar «{key}», que la tirada no incluye en sus resultados</translation>
    </message>
    <message>
        <source>&apos;{unknown}&apos; is not a roll of this check (rolls: {names})</source>
        <translation>«{unknown}» no es una tirada de este chequeo (tiradas: {names})</translation>
    </message>
    <message>
        <source>all reroll bands of a check must reroll the same dice</source>
        <translation>todas las bandas que repiten de una tirada deben repetir los mismos dados</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; is not a measure of the check: name it under the check&apos;s &apos;measures&apos; too (its value when the outcome is decided without this roll)</source>
        <translation>«{name}» no es una medida de la tirada: nómbrala también en sus «measures» (su valor cuando el resultado se decide sin esta tirada)</translation>
    </message>
    <message>
        <source>the outcome &apos;{key}&apos; is not in this check&apos;s &apos;outcomes&apos; list</source>
        <translation>el resultado «{key}» no está en la lista «outcomes» de esta tirada</translation>
    </message>
    <message>
        <source>unknown resource &apos;{resource}&apos; (declare it under &apos;resources&apos;)</source>
        <translation>recurso desconocido «{resource}» (decláralo en «resources»)</translation>
    </message>
    <message>
        <source>duplicate outcome &apos;{key}&apos;</source>
        <translation>resultado repetido «{key}»</translation>
    </message>
    <message>
        <source>duplicate note id &apos;{note}&apos;</source>
        <translation>id de nota repetido «{note}»</translation>
    </message>
    <message>
        <source>unknown note &apos;{note_id}&apos; (the ids of the ruleset&apos;s &apos;notes&apos;)</source>
        <translation>nota desconocida «{note_id}» (los id de las «notes» del reglamento)</translation>
    </message>
    <message>
        <source>derived values depend on each other in a cycle: {cycle}</source>
        <translation>los valores derivados dependen unos de otros en círculo: {cycle}</translation>
    </message>
    <message>
        <source>unknown subfield &apos;{field}&apos; (use a subfield of &apos;{spec}&apos; or &apos;{spec}&apos; itself)</source>
        <translation>subcampo desconocido «{field}» (usa un subcampo de «{spec}» o el propio «{spec}»)</translation>
    </message>
    <message>
        <source>duplicate subfield id &apos;{sub}&apos;</source>
        <translation>id de subcampo repetido «{sub}»</translation>
    </message>
    <message>
        <source>&apos;{wrong}&apos; is not a number (a text or list field); formulas use numbers, ratings, choices, tracks and totals</source>
        <translation>«{wrong}» no es un número (es un campo de texto o de lista); las fórmulas usan números, puntuaciones, elecciones, registros y totales</translation>
    </message>
    <message>
        <source>unknown scale &apos;{scale_id}&apos; (known: {names})</source>
        <translation>escala desconocida «{scale_id}» (conocidas: {names})</translation>
    </message>
    <message>
        <source>duplicate option &apos;{option}&apos; in &apos;{item}&apos;</source>
        <translation>opción repetida «{option}» en «{item}»</translation>
    </message>
    <message>
        <source>&apos;{rating}&apos; is not a level of &apos;{scale}&apos; ({names})</source>
        <translation>«{rating}» no es un nivel de «{scale}» ({names})</translation>
    </message>
    <message>
        <source>unknown resource &apos;{resource}&apos; on &apos;{item}&apos; (known: {known})</source>
        <translation>recurso desconocido «{resource}» en «{item}» (conocidos: {known})</translation>
    </message>
    <message>
        <source>duplicate section id &apos;{section}&apos;</source>
        <translation>id de sección repetido «{section}»</translation>
    </message>
    <message>
        <source>the section id &apos;{section_id}&apos; is also a field id; give one of them another name</source>
        <translation>el id de sección «{section_id}» también es un id de campo; cambia el nombre de uno de los dos</translation>
    </message>
    <message>
        <source>&apos;{item}&apos; is reserved: every character has a name, kind, tags and template of its own</source>
        <translation>«{item}» está reservado: todo personaje tiene su propio nombre, clase, etiquetas y plantilla</translation>
    </message>
    <message>
        <source>duplicate field id &apos;{item}&apos; (also in section &apos;{section}&apos;)</source>
        <translation>id de campo repetido «{item}» (también en la sección «{section}»)</translation>
    </message>
    <message>
        <source>the total &apos;{name}&apos; reuses the name of a field or another total</source>
        <translation>el total «{name}» repite el nombre de un campo o de otro total</translation>
    </message>
    <message>
        <source>a track has 0 to 1000 boxes</source>
        <translation>un registro tiene de 0 a 1000 casillas</translation>
    </message>
    <message>
        <source>this chart holds outcomes, not numbers</source>
        <translation>esta tabla contiene resultados, no números</translation>
    </message>
    <message>
        <source>the chart &apos;{chart}&apos; has no columns</source>
        <translation>la tabla «{chart}» no tiene columnas</translation>
    </message>
    <message>
        <source>the chart &apos;{chart}&apos; also needs &apos;column&apos;</source>
        <translation>la tabla «{chart}» también necesita «column»</translation>
    </message>
    <message>
        <source>unknown field &apos;{name}&apos;</source>
        <translation>campo desconocido «{name}»</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; is not a number, but the chart&apos;s {axis}s are the numbers of &apos;{scale}&apos;</source>
        <translation>«{name}» no es un número, pero los valores de {axis} de la tabla son los números de «{scale}»</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; must be a rating on the scale &apos;{scale}&apos; to look up this chart&apos;s {axis}s</source>
        <translation>«{name}» debe ser una puntuación de la escala «{scale}» para consultar los valores de {axis} de esta tabla</translation>
    </message>
    <message>
        <source>a pick cannot pick the pick &apos;{name}&apos;</source>
        <translation>una elección no puede elegir la elección «{name}»</translation>
    </message>
    <message>
        <source>&apos;{rating}&apos; is not a level of &apos;{scale}&apos;, the scale of &apos;{name}&apos;</source>
        <translation>«{rating}» no es un nivel de «{scale}», la escala de «{name}»</translation>
    </message>
    <message>
        <source>bad default: {error}</source>
        <translation>valor por defecto erróneo: {error}</translation>
    </message>
    <message>
        <source>bad default: {problem}</source>
        <translation>valor por defecto erróneo: {problem}</translation>
    </message>
    <message>
        <source>a derived field has either &apos;formula&apos; or &apos;chart&apos; (with &apos;row&apos;)</source>
        <translation>un campo derivado tiene «formula» o «chart» (con «row»)</translation>
    </message>
    <message>
        <source>&apos;row&apos; and &apos;column&apos; go with &apos;chart&apos;</source>
        <translation>«row» y «column» van con «chart»</translation>
    </message>
    <message>
        <source>a list&apos;s entries cannot hold another list</source>
        <translation>las entradas de una lista no pueden contener otra lista</translation>
    </message>
    <message>
        <source>duplicate constraint id &apos;{rule}&apos;</source>
        <translation>id de restricción repetido «{rule}»</translation>
    </message>
    <message>
        <source>unknown field or section &apos;{field}&apos;</source>
        <translation>campo o sección desconocidos «{field}»</translation>
    </message>
    <message>
        <source>duplicate template id &apos;{template}&apos;</source>
        <translation>id de plantilla repetido «{template}»</translation>
    </message>
    <message>
        <source>&apos;{level_field}&apos; is not a number field</source>
        <translation>«{level_field}» no es un campo numérico</translation>
    </message>
    <message>
        <source>NPC templates need a &apos;sheet&apos; template</source>
        <translation>las plantillas de PNJ necesitan una plantilla «sheet»</translation>
    </message>
    <message>
        <source>unknown field or section &apos;{name}&apos;</source>
        <translation>campo o sección desconocidos «{name}»</translation>
    </message>
    <message>
        <source>&apos;{field}&apos; is not a field this template uses</source>
        <translation>«{field}» no es un campo que use esta plantilla</translation>
    </message>
    <message>
        <source>&apos;{members}&apos; is not a number field this template uses</source>
        <translation>«{members}» no es un campo numérico que use esta plantilla</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; is not a number field this template uses; only those can be worked out by a formula here</source>
        <translation>«{name}» no es un campo numérico que use esta plantilla; solo esos se pueden calcular aquí con una fórmula</translation>
    </message>
    <message>
        <source>bad default: &apos;{name}&apos; is not an input field this template uses</source>
        <translation>valor por defecto erróneo: «{name}» no es un campo de entrada que use esta plantilla</translation>
    </message>
    <message>
        <source>bad default: &apos;{name}&apos; is worked out by &apos;derived&apos;</source>
        <translation>valor por defecto erróneo: «{name}» lo calcula «derived»</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; needs &apos;{missing}&apos;, which this template does not use</source>
        <translation>«{name}» necesita «{missing}», que esta plantilla no usa</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; needs &apos;{missing}&apos;, which is unknown</source>
        <translation>«{name}» necesita «{missing}», que es desconocido</translation>
    </message>
    <message>
        <source>a number of {digits} digits ({value}…); numbers in a file have at most {max_digits} digits</source>
        <translation>un número de {digits} cifras ({value}…); los números de un archivo tienen como mucho {max_digits} cifras</translation>
    </message>
    <message>
        <source>&apos;{value}&apos; is not a valid {tag}</source>
        <translation>«{value}» no es un {tag} válido</translation>
    </message>
    <message>
        <source>invalid YAML: the character {shown} is not allowed ({reason})</source>
        <translation>YAML no válido: el carácter {shown} no se admite ({reason})</translation>
    </message>
    <message>
        <source>unknown alias &apos;*{anchor}&apos;</source>
        <translation>alias desconocido «*{anchor}»</translation>
    </message>
    <message>
        <source>expected a single document (found &apos;---&apos; twice)</source>
        <translation>se esperaba un solo documento (hay dos «---»)</translation>
    </message>
    <message>
        <source>the tag &apos;{tag}&apos; is not allowed in a ruleset</source>
        <translation>la etiqueta «{tag}» no se admite en un reglamento</translation>
    </message>
    <message>
        <source>nesting deeper than {max_depth} levels</source>
        <translation>anidado a más de {max_depth} niveles</translation>
    </message>
    <message>
        <source>a mapping key must be a plain word or whole number</source>
        <translation>una clave de un mapa debe ser una palabra sencilla o un número entero</translation>
    </message>
    <message>
        <source>the document is too large (more than {max_nodes} values)</source>
        <translation>el documento es demasiado grande (más de {max_nodes} valores)</translation>
    </message>
    <message>
        <source>expected a single document</source>
        <translation>se esperaba un solo documento</translation>
    </message>
    <message>
        <source>duplicate key &apos;{value}&apos;</source>
        <translation>clave repetida «{value}»</translation>
    </message>
    <message>
        <source>invalid YAML: {reason}</source>
        <translation>YAML no válido: {reason}</translation>
    </message>
    <message>
        <source>invalid YAML: {error}</source>
        <translation>YAML no válido: {error}</translation>
    </message>
    <message>
        <source>the document nests too deeply</source>
        <translation>el documento está anidado a demasiada profundidad</translation>
    </message>
    <message>
        <source>the file is empty: expected a ruleset mapping</source>
        <translation>el archivo está vacío: se esperaba un mapa de claves del reglamento</translation>
    </message>
    <message>
        <source>the file is larger than {max_bytes} bytes</source>
        <translation>el archivo tiene más de {max_bytes} bytes</translation>
    </message>
    <message>
        <source>not a text file: invalid UTF-8 (is this YAML?)</source>
        <translation>no es un archivo de texto: UTF-8 no válido (¿es esto YAML?)</translation>
    </message>
    <message>
        <source>not a text file: it contains NUL bytes</source>
        <translation>no es un archivo de texto: contiene bytes NUL</translation>
    </message>
</context>
<context>
    <name>SamplesDialog</name>
    <message>
        <source>{id}, not loaded</source>
        <translation>{id}, sin cargar</translation>
    </message>
    <message>
        <source>Open a sample character</source>
        <translation>Abrir un personaje de ejemplo</translation>
    </message>
    <message>
        <source>{name}  ({kind}, {ruleset})</source>
        <translation>{name}  ({kind}, {ruleset})</translation>
    </message>
    <message>
        <source>The samples from the rulebooks. The ones you choose are copied into your library, to read, change or print.</source>
        <translation>Los ejemplos de los manuales. Los que elijas se copian a tu biblioteca, para leerlos, cambiarlos o imprimirlos.</translation>
    </message>
    <message>
        <source>&amp;Copy into the library</source>
        <translation>&amp;Copiar a la biblioteca</translation>
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
        <source>Ro&amp;lls:</source>
        <translation>&amp;Número de tiradas:</translation>
    </message>
    <message>
        <source>At leas&amp;t:</source>
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
    <name>SheetFillRow</name>
    <message>
        <source>From the sheet:</source>
        <translation>De la hoja:</translation>
    </message>
    <message>
        <source>gives</source>
        <translation>da</translation>
    </message>
    <message>
        <source>&lt;i&gt;no usable value&lt;/i&gt;</source>
        <translation>&lt;i&gt;ningún valor utilizable&lt;/i&gt;</translation>
    </message>
</context>
<context>
    <name>SheetForm</name>
    <message>
        <source>Not changed: {error}</source>
        <translation>No se cambió: {error}</translation>
    </message>
    <message>
        <source>the character&apos;s name</source>
        <translation>el nombre del personaje</translation>
    </message>
    <message>
        <source>tags, separated by commas (session 3, goblins)</source>
        <translation>etiquetas, separadas por comas (sesión 3, goblins)</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Nombre</translation>
    </message>
    <message>
        <source>Ta&amp;gs</source>
        <translation>E&amp;tiquetas</translation>
    </message>
    <message>
        <source>follows {base}</source>
        <translation>sigue a {base}</translation>
    </message>
    <message>
        <source>Drop this value: use the template&apos;s or the sheet&apos;s default again</source>
        <translation>Quitar este valor: volver a usar el de la plantilla o el de la hoja por defecto</translation>
    </message>
    <message>
        <source>Use the default {field}</source>
        <translation>Usar {field} por defecto</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Renombrar</translation>
    </message>
    <message>
        <source>Change tags</source>
        <translation>Cambiar etiquetas</translation>
    </message>
</context>
<context>
    <name>SheetHtml</name>
    <message>
        <source>(no name)</source>
        <translation>(sin nombre)</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Problemas</translation>
    </message>
    <message>
        <source>× {count}</source>
        <translation>× {count}</translation>
    </message>
    <message>
        <source>group of {count}</source>
        <translation>grupo de {count}</translation>
    </message>
</context>
<context>
    <name>SheetProblem</name>
    <message>
        <source>{field}: expected a whole number, not {raw}</source>
        <translation>{field}: se esperaba un número entero, no {raw}</translation>
    </message>
    <message>
        <source>{field} is worked out from other values (read-only)</source>
        <translation>{field} se calcula a partir de otros valores (solo lectura)</translation>
    </message>
    <message>
        <source>{field}: &apos;{raw}&apos; is not a level of {scale} ({levels})</source>
        <translation>{field}: «{raw}» no es un nivel de {scale} ({levels})</translation>
    </message>
    <message>
        <source>{field}: a custom entry is written &apos;Label (R) points&apos;</source>
        <translation>{field}: una entrada propia se escribe «Nombre (R) puntos»</translation>
    </message>
    <message>
        <source>{field}: expected an option or a custom entry</source>
        <translation>{field}: se esperaba una opción o una entrada propia</translation>
    </message>
    <message>
        <source>{field}: a custom entry has label, rating, points and detail, not {keys}</source>
        <translation>{field}: una entrada propia tiene label, rating, points y detail, no {keys}</translation>
    </message>
    <message>
        <source>{field}: a custom entry needs a label</source>
        <translation>{field}: una entrada propia necesita un nombre</translation>
    </message>
    <message>
        <source>{field}: &apos;{raw}&apos; is not one of the options: {options} (or a custom entry &apos;Label (R) points&apos;)</source>
        <translation>{field}: «{raw}» no es una de las opciones: {options} (o una entrada propia «Nombre (R) puntos»)</translation>
    </message>
    <message>
        <source>{field}: &apos;{raw}&apos; is not one of the options: {options}</source>
        <translation>{field}: «{raw}» no es una de las opciones: {options}</translation>
    </message>
    <message>
        <source>{field}: pick one of the options (no custom entries)</source>
        <translation>{field}: elige una de las opciones (sin entradas propias)</translation>
    </message>
    <message>
        <source>{field}: expected a list of true/false, one per box</source>
        <translation>{field}: se esperaba una lista de true/false, una por casilla</translation>
    </message>
    <message>
        <source>{field}: write boxes as x (checked) and . (empty), or the number of checked boxes</source>
        <translation>{field}: escribe las casillas como x (marcada) y . (vacía), o el número de casillas marcadas</translation>
    </message>
    <message>
        <source>{field}: {count} is not a number of boxes</source>
        <translation>{field}: {count} no es un número de casillas</translation>
    </message>
    <message>
        <source>{field}: expected one of {fields} (or an entry such as list[0])</source>
        <translation>{field}: se esperaba uno de {fields} (o una entrada como lista[0])</translation>
    </message>
    <message>
        <source>{field}: expected a list of entries</source>
        <translation>{field}: se esperaba una lista de entradas</translation>
    </message>
    <message>
        <source>{field} entry {number}: expected a mapping of {subfields}</source>
        <translation>{field}, entrada {number}: se esperaba una correspondencia de {subfields}</translation>
    </message>
    <message>
        <source>{field} entry {number}: {reason}</source>
        <translation>{field}, entrada {number}: {reason}</translation>
    </message>
    <message>
        <source>{field}: expected text</source>
        <translation>{field}: se esperaba texto</translation>
    </message>
    <message>
        <source>{field}: text longer than 4000 characters</source>
        <translation>{field}: texto de más de 4000 caracteres</translation>
    </message>
    <message>
        <source>{field} is {value}, below the minimum {low}</source>
        <translation>{field} vale {value}, por debajo del mínimo {low}</translation>
    </message>
    <message>
        <source>{field} is {value}, above the maximum {high}</source>
        <translation>{field} vale {value}, por encima del máximo {high}</translation>
    </message>
    <message>
        <source>{field}: at least {low} needed, {count} written</source>
        <translation>{field}: hacen falta al menos {low}, hay {count}</translation>
    </message>
    <message>
        <source>{field}: at most {high} allowed, {count} written</source>
        <translation>{field}: se permiten como mucho {high}, hay {count}</translation>
    </message>
    <message>
        <source>cannot check this rule: {reason}</source>
        <translation>no se puede comprobar esta regla: {reason}</translation>
    </message>
    <message>
        <source>{field} is required</source>
        <translation>{field} es obligatorio</translation>
    </message>
    <message>
        <source>{reason} (kept as written, not used)</source>
        <translation>{reason} (se conserva tal cual, no se usa)</translation>
    </message>
    <message>
        <source>{field}: 1 checked box beyond the track&apos;s {boxes}</source>
        <translation>{field}: 1 casilla marcada más allá de las {boxes} del registro</translation>
    </message>
    <message>
        <source>{field}: {beyond} checked boxes beyond the track&apos;s {boxes}</source>
        <translation>{field}: {beyond} casillas marcadas más allá de las {boxes} del registro</translation>
    </message>
    <message>
        <source>{key} is not on the chart &apos;{chart}&apos;</source>
        <translation>{key} no está en la tabla «{chart}»</translation>
    </message>
    <message>
        <source>{field}: entry {number} is not a mapping of subfields</source>
        <translation>{field}: la entrada {number} no es una correspondencia de subcampos</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; is not a subfield of {field} (kept as written)</source>
        <translation>«{key}» no es un subcampo de {field} (se conserva tal cual)</translation>
    </message>
    <message>
        <source>{field} names entry {number} of &apos;{list}&apos;, which has {count}</source>
        <translation>{field} nombra la entrada {number} de «{list}», que tiene {count}</translation>
    </message>
    <message>
        <source>the ruleset &apos;{ruleset}&apos; has no character sheet template</source>
        <translation>el reglamento «{ruleset}» no tiene plantilla de hoja de personaje</translation>
    </message>
    <message>
        <source>unknown template &apos;{template}&apos; (known: {known}); showing the whole sheet</source>
        <translation>plantilla desconocida «{template}» (conocidas: {known}); se muestra la hoja entera</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; is not a field of this sheet (kept as written)</source>
        <translation>«{key}» no es un campo de esta hoja (se conserva tal cual)</translation>
    </message>
    <message>
        <source>unknown field &apos;{field_id}&apos; (fields: {names})</source>
        <translation>campo desconocido «{field_id}» (campos: {names})</translation>
    </message>
    <message>
        <source>&apos;{field_id}&apos; is not used by the template &apos;{template}&apos;</source>
        <translation>la plantilla «{template}» no usa «{field_id}»</translation>
    </message>
    <message>
        <source>&apos;{subfield}&apos; is not a subfield of {spec} (subfields: {names})</source>
        <translation>«{subfield}» no es un subcampo de {spec} (subcampos: {names})</translation>
    </message>
    <message>
        <source>{spec} has {count} entries; no entry {index}</source>
        <translation>{spec} tiene {count} entradas; no hay entrada {index}</translation>
    </message>
    <message>
        <source>no entry {index} in &apos;{list_id}&apos;</source>
        <translation>no hay entrada {index} en «{list_id}»</translation>
    </message>
    <message>
        <source>&apos;{track_id}&apos; is not a track of boxes</source>
        <translation>«{track_id}» no es un registro de casillas</translation>
    </message>
    <message>
        <source>no box {index} on {spec}</source>
        <translation>no hay casilla {index} en {spec}</translation>
    </message>
    <message>
        <source>unknown template &apos;{template}&apos; for {ruleset} (templates: {known})</source>
        <translation>plantilla desconocida «{template}» para {ruleset} (plantillas: {known})</translation>
    </message>
    <message>
        <source>a batch has 1 to {max_batch} characters, not {count}</source>
        <translation>un lote tiene de 1 a {max_batch} personajes, no {count}</translation>
    </message>
    <message>
        <source>{ruleset} has no mook group template; make {count} individuals instead</source>
        <translation>{ruleset} no tiene plantilla de grupo de esbirros; crea {count} individuos en su lugar</translation>
    </message>
    <message>
        <source>{ruleset} has no rules for buying opposition</source>
        <translation>{ruleset} no tiene reglas para comprar oposición</translation>
    </message>
    <message>
        <source>buy at least one opponent</source>
        <translation>compra al menos un oponente</translation>
    </message>
    <message>
        <source>level {level} is outside the levels of {ruleset}</source>
        <translation>el nivel {level} está fuera de los niveles de {ruleset}</translation>
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
    <name>ShownDice</name>
    <message>
        <source>&apos;{text}&apos; is not a total {notation} can show: type a whole number from {low} to {high}, or one of + - 0 for each of the {dice} dice</source>
        <translation>«{text}» no es un total que pueda salir en {notation}: escribe un número entero de {low} a {high}, o uno de + - 0 por cada uno de los {dice} dados</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; is not a total {notation} can show: type a whole number from {low} to {high}</source>
        <translation>«{text}» no es un total que pueda salir en {notation}: escribe un número entero de {low} a {high}</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; gives {faces} faces; {notation} is {dice} dice: type one of + - 0 for each</source>
        <translation>«{text}» da {faces} caras; {notation} son {dice} dados: escribe uno de + - 0 por cada uno</translation>
    </message>
    <message>
        <source>{total} cannot be rolled on {notation} (from {low} to {high})</source>
        <translation>{total} no puede salir en {notation} (de {low} a {high})</translation>
    </message>
</context>
<context>
    <name>SideEditor</name>
    <message>
        <source>the weakest first</source>
        <translation>al más débil</translation>
    </message>
    <message>
        <source>the strongest first</source>
        <translation>al más fuerte</translation>
    </message>
    <message>
        <source>spread attacks</source>
        <translation>repartir ataques</translation>
    </message>
    <message>
        <source>spend when it helps</source>
        <translation>gastar si ayuda</translation>
    </message>
    <message>
        <source>never spend</source>
        <translation>no gastar nunca</translation>
    </message>
    <message>
        <source>Kill Damage</source>
        <translation>Daño letal (Kill Damage)</translation>
    </message>
    <message>
        <source>Skill Damage</source>
        <translation>Daño de habilidad (Skill Damage)</translation>
    </message>
    <message>
        <source>broke: gain Advantage</source>
        <translation>sin Ventaja: ganarla</translation>
    </message>
    <message>
        <source>broke: decrease theirs</source>
        <translation>sin Ventaja: reducir la suya</translation>
    </message>
    <message>
        <source>damage spills to the next</source>
        <translation>el daño sobrante pasa al siguiente</translation>
    </message>
    <message>
        <source>damage on one target</source>
        <translation>todo el daño a un objetivo</translation>
    </message>
    <message>
        <source>each attacks alone</source>
        <translation>cada uno ataca solo</translation>
    </message>
    <message>
        <source>combine forces</source>
        <translation>unir fuerzas</translation>
    </message>
    <message>
        <source>opening: an open attack</source>
        <translation>apertura: ataque abierto</translation>
    </message>
    <message>
        <source>opening: caught in an ambush</source>
        <translation>apertura: emboscada</translation>
    </message>
    <message>
        <source>turn order: every round</source>
        <translation>orden de turno: cada ronda</translation>
    </message>
    <message>
        <source>turn order: fixed for the fight</source>
        <translation>orden de turno: fijo en la pelea</translation>
    </message>
    <message>
        <source>limits: live through that many</source>
        <translation>límites: aguantan esa cantidad</translation>
    </message>
    <message>
        <source>limits: out on reaching them</source>
        <translation>límites: fuera al alcanzarlos</translation>
    </message>
    <message>
        <source>Set for this contest</source>
        <translation>Ajustes en la competición</translation>
    </message>
    <message>
        <source>Set for this contest…</source>
        <translation>Ajustar para esta competición…</translation>
    </message>
    <message>
        <source>Values of the selected line for this contest only (a skill, its luck); double-click a line does the same</source>
        <translation>Valores de la línea seleccionada solo para esta competición (una habilidad, su suerte); un doble clic en una línea hace lo mismo</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Quién</translation>
    </message>
    <message>
        <source>How many</source>
        <translation>Cuántos</translation>
    </message>
    <message>
        <source>Set for this fight</source>
        <translation>Ajustes para este combate</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Añadir</translation>
    </message>
    <message>
        <source>Add this character from the library or the samples</source>
        <translation>Añadir este personaje de la biblioteca o de los ejemplos</translation>
    </message>
    <message>
        <source>Add new</source>
        <translation>Añadir nuevo</translation>
    </message>
    <message>
        <source>Add a fresh NPC or mook of this template</source>
        <translation>Añadir un PNJ o esbirro nuevo de esta plantilla</translation>
    </message>
    <message>
        <source>One more of the selected line</source>
        <translation>Uno más de la línea seleccionada</translation>
    </message>
    <message>
        <source>One fewer of the selected line</source>
        <translation>Uno menos de la línea seleccionada</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <source>Set for this fight…</source>
        <translation>Ajustar para este combate…</translation>
    </message>
    <message>
        <source>Values of the selected line for this fight only (a weapon, a skill, the area it stands in, its luck); double-click a line does the same</source>
        <translation>Valores de la línea seleccionada solo para este combate (un arma, una habilidad, la zona donde está, su suerte); un doble clic en una línea hace lo mismo</translation>
    </message>
    <message>
        <source>Combine forces: fighters of this side who act one after the other attack one target together (easier for each, but every one of them must succeed)</source>
        <translation>Unir fuerzas: los combatientes de este bando que actúan uno tras otro atacan juntos a un objetivo (más fácil para cada uno, pero todos deben tener éxito)</translation>
    </message>
    <message>
        <source>How this side&apos;s fighters take a hit: the cheapest way the harm rules allow, or only with the first, cheapest kind (out rather than worse)</source>
        <translation>Cómo reciben un golpe los combatientes de este bando: de la forma más barata que permiten las reglas de daño, o solo con el primer tipo, el más barato (fuera de combate antes que algo peor)</translation>
    </message>
    <message>
        <source>How the fight opens for this side: an open attack, or caught in an ambush (the rules say which test decides who acts first)</source>
        <translation>Cómo empieza la pelea para este bando: un ataque abierto o una emboscada (las reglas dicen qué prueba decide quién actúa primero)</translation>
    </message>
    <message>
        <source>How the turn order is read: worked out again every round from the fighters as they stand, ties as the rules break them and the rest by the dice, or one order for the whole fight (see How the rules are read)</source>
        <translation>Cómo se lee el orden de turno: se calcula de nuevo cada ronda con los combatientes tal como están, los empates como los deshacen las reglas y el resto con los dados, o un solo orden para toda la pelea (ver Cómo se leen las reglas)</translation>
    </message>
    <message>
        <source>How this side&apos;s fighters who take harm without a roll read their limit: they live through that many and the next takes them out, or the one that reaches it does (see How the rules are read)</source>
        <translation>Cómo leen su límite los combatientes de este bando que reciben daño sin tirar: aguantan esa cantidad y la siguiente los deja fuera, o los deja fuera la que lo alcanza (ver Cómo se leen las reglas)</translation>
    </message>
    <message>
        <source>Where damage its target cannot take goes: on to the next opponent this side targets, or lost</source>
        <translation>Adónde va el daño que su objetivo no puede encajar: al siguiente rival al que apunta este bando, o se pierde</translation>
    </message>
    <message>
        <source>Risk </source>
        <translation>Riesgo </translation>
    </message>
    <message>
        <source>Targets:</source>
        <translation>Objetivos:</translation>
    </message>
    <message>
        <source>hits: any way they can</source>
        <translation>golpes: como puedan</translation>
    </message>
    <message>
        <source>hits: {absorber} only</source>
        <translation>golpes: solo {absorber}</translation>
    </message>
    <message>
        <source>hits: the first absorber only</source>
        <translation>golpes: solo la primera forma de absorber</translation>
    </message>
    <message>
        <source>new {template}</source>
        <translation>{template} (nuevo)</translation>
    </message>
</context>
<context>
    <name>TableEffects</name>
    <message>
        <source>Type who acts to apply effects.</source>
        <translation>Escribe quién actúa para aplicar los efectos.</translation>
    </message>
    <message>
        <source>effects not applied: nobody named</source>
        <translation>efectos no aplicados: no se nombró a nadie</translation>
    </message>
    <message>
        <source>Effects not applied: {error}</source>
        <translation>Efectos no aplicados: {error}</translation>
    </message>
    <message>
        <source>effects not applied: {error}</source>
        <translation>efectos no aplicados: {error}</translation>
    </message>
    <message>
        <source>Applied: {changes}</source>
        <translation>Aplicado: {changes}</translation>
    </message>
    <message>
        <source>No resources changed.</source>
        <translation>No cambió ningún recurso.</translation>
    </message>
    <message>
        <source>{action}: type who acts first.</source>
        <translation>{action}: escribe antes quién actúa.</translation>
    </message>
    <message>
        <source>not applied: nobody named</source>
        <translation>no aplicado: no se nombró a nadie</translation>
    </message>
    <message>
        <source>{action}: not applied: {error}</source>
        <translation>{action}: no aplicado: {error}</translation>
    </message>
    <message>
        <source>not applied: {error}</source>
        <translation>no aplicado: {error}</translation>
    </message>
    <message>
        <source>nothing changed</source>
        <translation>nada cambió</translation>
    </message>
</context>
<context>
    <name>TableHits</name>
    <message>
        <source>Take a &amp;hit…</source>
        <translation>Recibir un &amp;golpe…</translation>
    </message>
    <message>
        <source>Mark a hit on someone&apos;s sheet: stress boxes, consequences, or taken out (Ctrl+H)</source>
        <translation>Marca un golpe en la hoja de alguien: casillas de estrés, consecuencias o fuera de combate (Ctrl+H)</translation>
    </message>
    <message>
        <source>&amp;End of scene</source>
        <translation>&amp;Fin de escena</translation>
    </message>
    <message>
        <source>End of scene, with &amp;rest</source>
        <translation>Fin de escena, con &amp;descanso</translation>
    </message>
    <message>
        <source>For everyone at the table: clear every {cleared}; anyone marked {taken_out} is back</source>
        <translation>Para todos en la mesa: se borra cada {cleared}; quien esté marcado como {taken_out} vuelve</translation>
    </message>
    <message>
        <source>For everyone at the table: anyone marked {taken_out} is back</source>
        <translation>Para todos en la mesa: quien esté marcado como {taken_out} vuelve</translation>
    </message>
    <message>
        <source>A scene ends and everyone at the table could rest: clear every {cleared}; anyone marked {taken_out} is back</source>
        <translation>Acaba una escena y todos en la mesa pudieron descansar: se borra cada {cleared}; quien esté marcado como {taken_out} vuelve</translation>
    </message>
    <message>
        <source>{amount} ({unit}) for the target to absorb</source>
        <translation>{amount} ({unit}) para el objetivo</translation>
    </message>
    <message>
        <source>{amount} ({unit}) for {who} to absorb</source>
        <translation>{amount} ({unit}) para {who}</translation>
    </message>
    <message>
        <source>{amount} ({unit}) for them to absorb</source>
        <translation>{amount} ({unit}) para quien tiró</translation>
    </message>
    <message>
        <source>{harm}: {amount} ({unit}) to {who}</source>
        <translation>{harm}: {amount} ({unit}) a {who}</translation>
    </message>
    <message>
        <source>{hit}: Take a hit… (Ctrl+H)</source>
        <translation>{hit}: Recibir un golpe… (Ctrl+H)</translation>
    </message>
    <message>
        <source>The hit was not marked: {error}</source>
        <translation>No se marcó el golpe: {error}</translation>
    </message>
    <message>
        <source>{way} · {out}</source>
        <translation>{way} · {out}</translation>
    </message>
    <message>
        <source>End of scene, with rest</source>
        <translation>Fin de escena, con descanso</translation>
    </message>
    <message>
        <source>End of scene</source>
        <translation>Fin de escena</translation>
    </message>
    <message numerus="yes">
        <source>End of scene, with rest: %n slots cleared</source>
        <translation>
            <numerusform>Fin de escena, con descanso: %n hueco borrado</numerusform>
            <numerusform>Fin de escena, con descanso: %n huecos borrados</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>End of scene: %n slots cleared</source>
        <translation>
            <numerusform>Fin de escena: %n hueco borrado</numerusform>
            <numerusform>Fin de escena: %n huecos borrados</numerusform>
        </translation>
    </message>
    <message>
        <source>back in the next scene: {names}</source>
        <translation>vuelven en la próxima escena: {names}</translation>
    </message>
    <message>
        <source>(sheet unreadable: {error})</source>
        <translation>(hoja ilegible: {error})</translation>
    </message>
</context>
<context>
    <name>TableSession</name>
    <message>
        <source>The last session {path} could not be read: {reason}</source>
        <translation>No se pudo leer la última sesión {path}: {reason}</translation>
    </message>
    <message>
        <source>The last session {path} could not be read: {reason}; it is kept as {kept}.</source>
        <translation>No se pudo leer la última sesión {path}: {reason}; se conserva como {kept}.</translation>
    </message>
    <message>
        <source>{path}, line {line}, column {column}, {field}: {reason}. The fight seated at this table was not restored (Forecast from here needs it seated again); the file is kept as {kept}.</source>
        <translation>{path}, línea {line}, columna {column}, {field}: {reason}. No se recuperó el combate sentado en esta mesa (Pronóstico desde aquí necesita que se vuelva a sentar); el archivo se guarda como {kept}.</translation>
    </message>
    <message>
        <source>{path}, line {line}, column {column}, {field}: {reason}. The fight seated at this table was not restored, and the file could not be copied aside: {problem}</source>
        <translation>{path}, línea {line}, columna {column}, {field}: {reason}. No se recuperó el combate sentado en esta mesa, y no se pudo apartar una copia del archivo: {problem}</translation>
    </message>
    <message numerus="yes">
        <source>%n rolls in the logs</source>
        <translation>
            <numerusform>%n tirada en los registros</numerusform>
            <numerusform>%n tiradas en los registros</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n people seated at the tables</source>
        <translation>
            <numerusform>%n persona sentada a las mesas</numerusform>
            <numerusform>%n personas sentadas a las mesas</numerusform>
        </translation>
    </message>
    <message>
        <source>Session restored: {counts}.</source>
        <translation>Sesión recuperada: {counts}.</translation>
    </message>
    <message>
        <source>{first}, {second}</source>
        <translation>{first}, {second}</translation>
    </message>
</context>
<context>
    <name>TableUndo</name>
    <message>
        <source>{file} not saved: it has unsaved edits in Characters</source>
        <translation>No se guardó {file}: tiene cambios sin guardar en Personajes</translation>
    </message>
    <message>
        <source>{file} not restored: {error}</source>
        <translation>No se restauró {file}: {error}</translation>
    </message>
    <message>
        <source>Redone</source>
        <translation>Rehecho</translation>
    </message>
    <message>
        <source>Redone: {action}</source>
        <translation>Rehecho: {action}</translation>
    </message>
    <message>
        <source>Undone</source>
        <translation>Deshecho</translation>
    </message>
    <message>
        <source>Undone: {action}</source>
        <translation>Deshecho: {action}</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Ad hoc (no character)</source>
        <translation>Sin personaje (a mano)</translation>
    </message>
    <message>
        <source>Charac&amp;ter</source>
        <translation>Persona&amp;je</translation>
    </message>
    <message>
        <source>A character of the library: names who acts and fills the inputs their sheet gives. Ad hoc: the inputs as typed.</source>
        <translation>Un personaje de la biblioteca: dice quién actúa y rellena los datos que da su hoja. Sin personaje: los datos tal como se escriben.</translation>
    </message>
    <message>
        <source>&amp;Who acts</source>
        <translation>&amp;Quién actúa</translation>
    </message>
    <message>
        <source>a name (free text)</source>
        <translation>nombre libre</translation>
    </message>
    <message>
        <source>&amp;Apply effects to their resources</source>
        <translation>Aplicar los efectos a sus re&amp;cursos</translation>
    </message>
    <message>
        <source>Outcome effects (and luck spent on rerolls) change the resources below</source>
        <translation>Los efectos de los resultados (y la suerte gastada en repetir tiradas) cambian los recursos de abajo</translation>
    </message>
    <message>
        <source>Type the &amp;dice of a physical roll</source>
        <translation>Escribir los &amp;dados de una tirada física</translation>
    </message>
    <message>
        <source>&amp;Forecast from here…</source>
        <translation>&amp;Pronóstico desde aquí…</translation>
    </message>
    <message>
        <source>Rhythm</source>
        <translation>Ritmo</translation>
    </message>
    <message>
        <source>The steps of play the rules give: an out round, a new session, a concession (each one undoable step)</source>
        <translation>Los pasos del juego que dan las reglas: un asalto fuera, una sesión nueva, una concesión (cada uno, un paso que se puede deshacer)</translation>
    </message>
    <message>
        <source>everyone</source>
        <translation>todos</translation>
    </message>
    <message>
        <source>{name}&apos;s sheet cannot be read: {error}</source>
        <translation>No se puede leer la hoja de {name}: {error}</translation>
    </message>
    <message>
        <source>Nothing seated: the table keeps its people.</source>
        <translation>No se sentó a nadie: la mesa conserva a su gente.</translation>
    </message>
    <message>
        <source>Nothing seated: {encounter} cannot join the fight: {error}</source>
        <translation>No se sentó a nadie: «{encounter}» no puede sumarse al combate: {error}</translation>
    </message>
    <message>
        <source>encounter {name} at the table, in place of the people there</source>
        <translation>encuentro {name} en la mesa, en lugar de quienes estaban</translation>
    </message>
    <message>
        <source>encounter {name} at the table</source>
        <translation>encuentro {name} en la mesa</translation>
    </message>
    <message numerus="yes">
        <source>%n people already sit at this table. Does {encounter} replace them?</source>
        <translation>
            <numerusform>Ya hay %n persona en esta mesa. ¿«{encounter}» la reemplaza?</numerusform>
            <numerusform>Ya hay %n personas en esta mesa. ¿«{encounter}» las reemplaza?</numerusform>
        </translation>
    </message>
    <message>
        <source>{why} Replace: those at the table leave and the encounter&apos;s people sit down. It can be undone.</source>
        <translation>{why} Reemplazar: quienes están en la mesa se van y se sienta la gente del encuentro. Se puede deshacer.</translation>
    </message>
    <message>
        <source>Replace: those at the table leave and the encounter&apos;s people sit down, for a new fight. Add: they join the fight (a name already at the table gets the next number). Either can be undone.</source>
        <translation>Reemplazar: quienes están en la mesa se van y se sienta la gente del encuentro, para un combate nuevo. Añadir: se suman al combate (un nombre que ya está en la mesa recibe el número siguiente). Ambas cosas se pueden deshacer.</translation>
    </message>
    <message>
        <source>Seat an encounter</source>
        <translation>Sentar un encuentro</translation>
    </message>
    <message numerus="yes">
        <source>%n people already sit at this table. Does {encounter} replace the fight there or join it?</source>
        <translation>
            <numerusform>Ya hay %n persona en esta mesa. ¿«{encounter}» reemplaza el combate o se suma a él?</numerusform>
            <numerusform>Ya hay %n personas en esta mesa. ¿«{encounter}» reemplaza el combate o se suma a él?</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Replace the fight</source>
        <translation>&amp;Reemplazar el combate</translation>
    </message>
    <message>
        <source>&amp;Add to the fight</source>
        <translation>&amp;Añadir al combate</translation>
    </message>
    <message>
        <source>{encounter} is a contest: a contest is played by its own people only.</source>
        <translation>«{encounter}» es una competición: en una competición solo juega su propia gente.</translation>
    </message>
    <message>
        <source>The table plays the contest {seated}: nobody joins a contest.</source>
        <translation>En la mesa se juega la competición «{seated}»: nadie se suma a una competición.</translation>
    </message>
    <message>
        <source>{encounter} plays another kind of conflict than {seated} at the table.</source>
        <translation>«{encounter}» juega otro tipo de conflicto que «{seated}», el de la mesa.</translation>
    </message>
    <message numerus="yes">
        <source>%n at the table from the encounter, in turn order.</source>
        <translation>
            <numerusform>%n en la mesa desde el encuentro, en orden de turno.</numerusform>
            <numerusform>%n en la mesa desde el encuentro, en orden de turno.</numerusform>
        </translation>
    </message>
    <message>
        <source>A contest is forecast from its start only, in the Encounters area: the Table does not keep its exchanges</source>
        <translation>Una competición solo se pronostica desde su inicio, en el área Encuentros: la Mesa no guarda sus intercambios</translation>
    </message>
    <message>
        <source>Who wins the fight seated from the Encounters area, from where the Table stands now: harm marked, luck and fate points left, who is out</source>
        <translation>Quién gana la pelea sentada desde el área Encuentros, desde donde está ahora la Mesa: daño marcado, suerte y puntos de destino que quedan, quién está fuera</translation>
    </message>
    <message>
        <source>Seat an encounter first: in the Encounters area, Send to the Table</source>
        <translation>Primero sienta un encuentro: en el área Encuentros, Enviar a la Mesa</translation>
    </message>
    <message>
        <source>invoked after the roll: {count}</source>
        <translation>invocaciones tras la tirada: {count}</translation>
    </message>
    <message>
        <source>helper {number}&apos;s own outcome, theirs to apply: {outcome}</source>
        <translation>resultado propio del ayudante {number}, que le toca aplicar: {outcome}</translation>
    </message>
    <message>
        <source>rolled again (type the new dice)</source>
        <translation>se vuelve a tirar (escribe los dados nuevos)</translation>
    </message>
    <message>
        <source>&amp;Replace them</source>
        <translation>&amp;Reemplazarlos</translation>
    </message>
    <message>
        <source>&lt;b&gt;{faces}&lt;/b&gt; → total {total}</source>
        <translation>&lt;b&gt;{faces}&lt;/b&gt; → total {total}</translation>
    </message>
    <message>
        <source>{ruleset} keeps no resources, harm or points at the table: there is nothing for effects to change</source>
        <translation>{ruleset} no lleva recursos, daño ni puntos en la mesa: no hay nada que los efectos puedan cambiar</translation>
    </message>
    <message>
        <source>effects of {outcome} for {who}</source>
        <translation>efectos de {outcome} para {who}</translation>
    </message>
    <message>
        <source>The session could not be saved: {error}</source>
        <translation>No se pudo guardar la sesión: {error}</translation>
    </message>
</context>
<context>
    <name>TargetPanel</name>
    <message>
        <source>how many</source>
        <translation>cuántos</translation>
    </message>
    <message>
        <source>In a contest only each side&apos;s best acts, so how many opponents there are changes nothing: select an opponent&apos;s line, then try its values of {stat}.</source>
        <translation>En una competición solo actúa el mejor de cada bando, así que cuántos rivales haya no cambia nada: selecciona la línea de un rival y prueba sus valores de {stat}.</translation>
    </message>
    <message>
        <source>Design to a target</source>
        <translation>Diseñar hacia un objetivo</translation>
    </message>
    <message>
        <source>P(party wins) </source>
        <translation>P(gana el grupo) </translation>
    </message>
    <message>
        <source>What to try every value of: how many of the selected opponent, or one of its stats</source>
        <translation>De qué probar cada valor: cuántos del rival seleccionado, o una de sus características</translation>
    </message>
    <message>
        <source>Try every value for the selected opponent</source>
        <translation>Probar cada valor para el rival seleccionado</translation>
    </message>
    <message>
        <source>Use it</source>
        <translation>Usarlo</translation>
    </message>
    <message>
        <source>Select an opponent&apos;s line, then try its counts.</source>
        <translation>Selecciona la línea de un rival y prueba sus cantidades.</translation>
    </message>
    <message>
        <source>% party wins</source>
        <translation>% gana el grupo</translation>
    </message>
    <message>
        <source>What to try every value of: one of the selected opponent&apos;s stats (in a contest how many there are changes nothing)</source>
        <translation>De qué probar cada valor: una de las características del rival seleccionado (en una competición no cambia nada cuántos haya)</translation>
    </message>
    <message>
        <source>Trying every value of {what} for {name}…</source>
        <translation>Probando cada valor de {what} para {name}…</translation>
    </message>
    <message>
        <source>{name} at {value}</source>
        <translation>{name} con {value}</translation>
    </message>
    <message>
        <source>Closest to {target}: {chosen} (the party wins {chance})</source>
        <translation>Lo más cerca del {target}: {chosen} (el grupo gana un {chance})</translation>
    </message>
</context>
<context>
    <name>ThreatMatrixModel</name>
    <message>
        <source>Same side</source>
        <translation>Mismo bando</translation>
    </message>
    <message>
        <source>never takes them out</source>
        <translation>nunca lo deja fuera de combate</translation>
    </message>
    <message>
        <source>{attacks:.1f} attacks to take them out</source>
        <translation>{attacks:.1f} ataques para dejarlo fuera de combate</translation>
    </message>
    <message>
        <source>{attacker} against {defender}
P(a hit) exact: {fraction}
Size of a hit: {sizes}
{attacks}</source>
        <translation>{attacker} contra {defender}
P(un golpe) exacta: {fraction}
Tamaño de un golpe: {sizes}
{attacks}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
</context>
<context>
    <name>TrackEditor</name>
    <message>
        <source>{field} box {number}</source>
        <translation>{field}, casilla {number}</translation>
    </message>
    <message>
        <source>Beyond the track&apos;s boxes: clear it</source>
        <translation>Más allá de las casillas: desmárcala</translation>
    </message>
    <message>
        <source>boxes follow {formula}: not known yet</source>
        <translation>las casillas dependen de {formula}: aún no se sabe cuántas</translation>
    </message>
    <message>
        <source>{checked} of {count}</source>
        <translation>{checked} de {count}</translation>
    </message>
    <message>
        <source>Check {field} box {number}</source>
        <translation>Marcar {field}, casilla {number}</translation>
    </message>
    <message>
        <source>Clear {field} box {number}</source>
        <translation>Desmarcar {field}, casilla {number}</translation>
    </message>
</context>
<context>
    <name>ValidationProblem</name>
    <message>
        <source>a required key is missing</source>
        <translation>falta una clave obligatoria</translation>
    </message>
    <message>
        <source>this key is not allowed here</source>
        <translation>esta clave no se admite aquí</translation>
    </message>
    <message>
        <source>Input should be a valid string</source>
        <translation>Debe ser un texto válido</translation>
    </message>
    <message>
        <source>String should have at least {min_length} character(s)</source>
        <translation>el texto debe tener al menos {min_length} carácter(es)</translation>
    </message>
    <message>
        <source>String should have at most {max_length} character(s)</source>
        <translation>el texto debe tener como mucho {max_length} carácter(es)</translation>
    </message>
    <message>
        <source>String should match pattern &apos;{pattern}&apos;</source>
        <translation>el texto debe seguir el patrón «{pattern}»</translation>
    </message>
    <message>
        <source>Input should be a valid integer</source>
        <translation>Debe ser un número entero válido</translation>
    </message>
    <message>
        <source>Input should be a valid integer (a whole number)</source>
        <translation>Debe ser un número entero válido (sin decimales)</translation>
    </message>
    <message>
        <source>Input should be a valid integer, not a number with a fraction</source>
        <translation>Debe ser un número entero válido, no un número con decimales</translation>
    </message>
    <message>
        <source>Input should be a valid integer of a usable size</source>
        <translation>Debe ser un número entero válido de un tamaño utilizable</translation>
    </message>
    <message>
        <source>Input should be a valid number</source>
        <translation>Debe ser un número válido</translation>
    </message>
    <message>
        <source>Input should be a finite number</source>
        <translation>Debe ser un número finito</translation>
    </message>
    <message>
        <source>Input should be a valid boolean (true or false)</source>
        <translation>Debe ser un booleano válido (true o false)</translation>
    </message>
    <message>
        <source>Input should be greater than {gt}</source>
        <translation>Debe ser mayor que {gt}</translation>
    </message>
    <message>
        <source>Input should be greater than or equal to {ge}</source>
        <translation>Debe ser mayor o igual que {ge}</translation>
    </message>
    <message>
        <source>Input should be less than {lt}</source>
        <translation>Debe ser menor que {lt}</translation>
    </message>
    <message>
        <source>Input should be less than or equal to {le}</source>
        <translation>Debe ser menor o igual que {le}</translation>
    </message>
    <message>
        <source>Input should be a multiple of {multiple_of}</source>
        <translation>Debe ser un múltiplo de {multiple_of}</translation>
    </message>
    <message>
        <source>Input should be {choices} or {last}</source>
        <translation>Debe ser {choices} o {last}</translation>
    </message>
    <message>
        <source>Input should be a valid dictionary (a mapping of keys)</source>
        <translation>Debe ser un diccionario válido (un mapa de claves)</translation>
    </message>
    <message>
        <source>Input should be a valid list</source>
        <translation>Debe ser una lista válida</translation>
    </message>
    <message>
        <source>should hold at least {min_length} item(s), not {actual_length}</source>
        <translation>debe contener al menos {min_length} elemento(s), no {actual_length}</translation>
    </message>
    <message>
        <source>should hold at most {max_length} item(s), not {actual_length}</source>
        <translation>debe contener como mucho {max_length} elemento(s), no {actual_length}</translation>
    </message>
    <message>
        <source>&apos;{tag}&apos; is not one of the kinds expected here: {expected_tags}</source>
        <translation>«{tag}» no es ninguna de las clases que se esperan aquí: {expected_tags}</translation>
    </message>
    <message>
        <source>the kind of entry cannot be told: it needs the key {discriminator}</source>
        <translation>no se sabe de qué clase es la entrada: necesita la clave {discriminator}</translation>
    </message>
    <message>
        <source>{error}</source>
        <translation>{error}</translation>
    </message>
    <message>
        <source>{detail}</source>
        <translation>{detail}</translation>
    </message>
    <message>
        <source>Input should be {expected}</source>
        <translation>Debe ser {expected}</translation>
    </message>
    <message>
        <source>unknown key &apos;{key}&apos;</source>
        <translation>clave desconocida «{key}»</translation>
    </message>
    <message>
        <source>missing required key &apos;{key}&apos;</source>
        <translation>falta la clave obligatoria «{key}»</translation>
    </message>
</context>
<context>
    <name>ValueText</name>
    <message>
        <source>{entry} (missing)</source>
        <translation>{entry} (falta)</translation>
    </message>
    <message>
        <source>Template</source>
        <translation>Plantilla</translation>
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
