<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>BatchDialog</name>
    <message>
        <source>Several {ruleset} characters at once</source>
        <translation>Varios personajes de {ruleset} a la vez</translation>
    </message>
    <message>
        <source>{template} ({kind})</source>
        <translation>{template} ({kind})</translation>
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
        <source>No {ruleset} characters yet</source>
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
    <name>EmptyStatePanel</name>
    <message>
        <source>&amp;New character…</source>
        <translation>Personaje &amp;nuevo…</translation>
    </message>
    <message>
        <source>Open a &amp;sample…</source>
        <translation>Abrir un &amp;ejemplo…</translation>
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
        <translation>&lt;span class=&apos;big&apos;&gt;{chance}&lt;/span&gt; {party} gana la contienda contra {opposition} (exacto)</translation>
    </message>
    <message>
        <source>could not write {file}</source>
        <translation>no se pudo escribir {file}</translation>
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
    <name>ListEditor</name>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Añadir</translation>
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
        <source>&amp;Add ({count} of {most})</source>
        <translation>&amp;Añadir ({count} de {most})</translation>
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
        <source>{template}  ({kind})</source>
        <translation>{template}  ({kind})</translation>
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
    <name>OpenSheet</name>
    <message>
        <source>(no name)</source>
        <translation>(sin nombre)</translation>
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
    <name>SamplesDialog</name>
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
</TS>
