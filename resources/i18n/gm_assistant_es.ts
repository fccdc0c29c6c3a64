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
            <source>the &amp;party's top level</source>
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
            <source>Move the selected characters to the library's trash</source>
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
            <source>Not saved: {file} keeps the other program's version; your edits stay here (and autosaved)</source>
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
            <source>{name}: the ruleset '{ruleset}' is not loaded; its edits stay in the recovery folder</source>
            <translation>{name}: el reglamento '{ruleset}' no está cargado; sus cambios se quedan en la carpeta de recuperación</translation>
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
            <source>Move {names} to the library's trash?
The files go to the .trash folder of the library, from where they can be taken back.
Their unsaved edits are lost.</source>
            <translation>¿Mover {names} a la papelera de la biblioteca?
Los archivos van a la carpeta .trash de la biblioteca, de donde se pueden recuperar.
Sus cambios sin guardar se pierden.</translation>
        </message>
        <message>
            <source>Move {names} to the library's trash?
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
            <source>Make a PC, an NPC or a quick mook from the ruleset's templates, or start from a sample character from the rulebook.</source>
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
            <source>The ruleset '{ruleset}' is not loaded</source>
            <translation>El reglamento '{ruleset}' no está cargado</translation>
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
            <source>{name}: the ruleset '{ruleset}' is not loaded (or has no sheet)</source>
            <translation>{name}: el reglamento '{ruleset}' no está cargado (o no tiene hoja)</translation>
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
            <source>Read from the chart '{chart}' by {row}</source>
            <translation>Leído de la tabla '{chart}' según {row}</translation>
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
            <source>&lt;span class='big'&gt;{chance}&lt;/span&gt; the party wins · &lt;b style='color:{colour}'&gt;{verdict}&lt;/b&gt; · {kind} · expected {rounds} rounds</source>
            <translation>&lt;span class='big'&gt;{chance}&lt;/span&gt; gana el grupo · &lt;b style='color:{colour}'&gt;{verdict}&lt;/b&gt; · {kind} · {rounds} asaltos esperados</translation>
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
            <source>&lt;span class='big'&gt;{chance}&lt;/span&gt; {party} wins the contest against {opposition} (exact)</source>
            <translation>&lt;span class='big'&gt;{chance}&lt;/span&gt; {party} gana la contienda contra {opposition} (exacto)</translation>
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
            <source>The template's value ({template})</source>
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
            <source>The sheet's default</source>
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
            <source>the ruleset '{ruleset}' is not loaded</source>
            <translation>el reglamento '{ruleset}' no está cargado</translation>
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
            <source>&lt;b style='color:#d32f2f'&gt;1 problem&lt;/b&gt; (a sheet may be saved with problems; click it to go to its field)</source>
            <translation>&lt;b style='color:#d32f2f'&gt;1 problema&lt;/b&gt; (una hoja se puede guardar con problemas; haz clic en él para ir a su campo)</translation>
        </message>
        <message>
            <source>&lt;b style='color:#d32f2f'&gt;{count} problems&lt;/b&gt; (a sheet may be saved with problems; click one to go to its field)</source>
            <translation>&lt;b style='color:#d32f2f'&gt;{count} problemas&lt;/b&gt; (una hoja se puede guardar con problemas; haz clic en uno para ir a su campo)</translation>
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
            <source>the character's name</source>
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
            <source>Drop this value: use the template's or the sheet's default again</source>
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
            <source>Beyond the track's boxes: clear it</source>
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
    <context>
        <name>CasualtyModel</name>
        <message>
            <source>Estimate from simulated fights: {value:.2%}, 95% interval ± {margin:.2%}</source>
            <translation>Estimación a partir de combates simulados: {value:.2%}, intervalo del 95 % ± {margin:.2%}</translation>
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
        <name>DiceRollerPanel</name>
        <message>
            <source>Dice roller: roll for NPCs or anyone</source>
            <translation>Tirador de dados: tira por los PNJ o por quien sea</translation>
        </message>
        <message>
            <source>C&amp;heck</source>
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
            <source>&amp;Roll  (Ctrl+R)</source>
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
            <source>The forecast, the threat matrix and the combatants' cards in a PDF (Ctrl+P)</source>
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
            <source>Set {name} for this fight</source>
            <translation>Ajustar {name} para este combate</translation>
        </message>
        <message>
            <source>Change the party's policy</source>
            <translation>Cambiar la táctica del grupo</translation>
        </message>
        <message>
            <source>Change the opposition's policy</source>
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
            <source>&lt;b&gt;Encounter&lt;/b&gt; · {where}</source>
            <translation>&lt;b&gt;Encuentro&lt;/b&gt; · {where}</translation>
        </message>
        <message>
            <source>&lt;b&gt;Encounter&lt;/b&gt; · {where} (unsaved changes)</source>
            <translation>&lt;b&gt;Encuentro&lt;/b&gt; · {where} (cambios sin guardar)</translation>
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
            <source>{file} is an encounter for '{ruleset}'; choose that ruleset first.</source>
            <translation>{file} es un encuentro para «{ruleset}»; elige antes ese reglamento.</translation>
        </message>
        <message>
            <source>Opened {file}</source>
            <translation>Abierto {file}</translation>
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
            <source>this fight cannot end: nobody can take anybody out</source>
            <translation>este combate no puede acabar: nadie puede dejar a nadie fuera de combate</translation>
        </message>
        <message>
            <source>this fight does not end: nobody takes anybody out</source>
            <translation>este combate no acaba: nadie deja a nadie fuera de combate</translation>
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
            <source>Estimate from {fights:,} simulated fights (too many states to solve exactly in time); margins are 95% intervals</source>
            <translation>Estimación a partir de {fights:,} combates simulados (demasiados estados para resolverlo exactamente a tiempo); los márgenes son intervalos del 95 %</translation>
        </message>
        <message>
            <source>expected {rounds:.1f} rounds</source>
            <translation>{rounds:.1f} asaltos esperados</translation>
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
            <source>the party spends on average {spent}</source>
            <translation>el grupo gasta de media {spent}</translation>
        </message>
        <message>
            <source>the opposition spends on average {spent}</source>
            <translation>la oposición gasta de media {spent}</translation>
        </message>
        <message>
            <source>the opposition costs {cost} Advantage of a balanced goal's {goal} (the party's levels added up): {share:.0%}</source>
            <translation>la oposición cuesta {cost} de Ventaja de los {goal} de un objetivo equilibrado (la suma de los niveles del grupo): {share:.0%}</translation>
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
        <name>Harm</name>
        <message>
            <source>nothing to absorb a hit</source>
            <translation>nada con que absorber un golpe</translation>
        </message>
    </context>
    <context>
        <name>HarmBook</name>
        <message>
            <source>{who}'s sheet not saved: it has unsaved edits in Characters</source>
            <translation>No se guardó la hoja de {who}: tiene cambios sin guardar en Personajes</translation>
        </message>
        <message>
            <source>{who}'s sheet not saved: {error}</source>
            <translation>No se guardó la hoja de {who}: {error}</translation>
        </message>
        <message>
            <source>saved to {who}'s sheet</source>
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
        <message>
            <source>({amount} {unit} to spare)</source>
            <translation>(sobran {amount} {unit})</translation>
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
            <source>Someone without a sheet gets one of this kind, kept with the table's session</source>
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
            <source>No way to absorb {amount} {unit}: {taken_out}.</source>
            <translation>No hay forma de absorber {amount} {unit}: {taken_out}.</translation>
        </message>
        <message>
            <source>A hit of 0 {unit} needs nothing: set its size.</source>
            <translation>Un golpe de 0 {unit} no pide nada: indica su tamaño.</translation>
        </message>
        <message>
            <source>name it (else "{harm}: {amount} {unit}")</source>
            <translation>ponle nombre (si no, «{harm}: {amount} {unit}»)</translation>
        </message>
    </context>
    <context>
        <name>LineSettingsDialog</name>
        <message>
            <source>Set for this fight: {who}</source>
            <translation>Ajustes para este combate: {who}</translation>
        </message>
        <message>
            <source>{pool} at the start</source>
            <translation>{pool} al empezar</translation>
        </message>
        <message>
            <source>Only this encounter changes; the character's sheet stays as it is.</source>
            <translation>Solo cambia este encuentro; la hoja del personaje se queda como está.</translation>
        </message>
        <message>
            <source>as on the sheet ({value})</source>
            <translation>como en la hoja ({value})</translation>
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
            <source>Sheet value used by an outcome's effect ({key})</source>
            <translation>Valor de la hoja que usa el efecto de un resultado ({key})</translation>
        </message>
        <message>
            <source>Their sheet's boxes and slots for hits (Take a hit, Ctrl+H)</source>
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
            <source>From the &amp;library</source>
            <translation>De la &amp;biblioteca</translation>
        </message>
        <message>
            <source>Add this ruleset's characters from the library with their current resources. Effects applied at the table are also saved to their sheets.</source>
            <translation>Añade los personajes de este reglamento desde la biblioteca con sus recursos actuales. Los efectos aplicados en la mesa también se guardan en sus hojas.</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>Quitar</translation>
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
            <source>{who}'s sheet not saved: it has unsaved edits in Characters</source>
            <translation>No se guardó la hoja de {who}: tiene cambios sin guardar en Personajes</translation>
        </message>
        <message>
            <source>saved to {who}'s sheet</source>
            <translation>guardado en la hoja de {who}</translation>
        </message>
        <message>
            <source>{who}'s sheet not saved: {error}</source>
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
            <source>(kept {faces})</source>
            <translation>(se quedan {faces})</translation>
        </message>
        <message>
            <source>{resource} spent: {amount}</source>
            <translation>gasto de {resource}: {amount}</translation>
        </message>
    </context>
    <context>
        <name>RollLogPanel</name>
        <message>
            <source>Roll log</source>
            <translation>Registro de tiradas</translation>
        </message>
        <message>
            <source>&amp;Export CSV…</source>
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
            <source>Forget all %n rolls?</source>
            <translation>
                <numerusform>¿Olvidar %n tirada?</numerusform>
                <numerusform>¿Olvidar las %n tiradas?</numerusform>
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
        <name>SheetFillRow</name>
        <message>
            <source>&amp;From the sheet:</source>
            <translation>De la &amp;hoja:</translation>
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
            <source>each attacks alone</source>
            <translation>cada uno ataca solo</translation>
        </message>
        <message>
            <source>combine forces</source>
            <translation>unir fuerzas</translation>
        </message>
        <message>
            <source>pc</source>
            <translation>PJ</translation>
        </message>
        <message>
            <source>npc</source>
            <translation>PNJ</translation>
        </message>
        <message>
            <source>mook</source>
            <translation>esbirro</translation>
        </message>
        <message>
            <source>mook group</source>
            <translation>grupo de esbirros</translation>
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
            <source>How this side's fighters take a hit: the cheapest way the harm rules allow, or only with the first, cheapest kind (out rather than worse)</source>
            <translation>Cómo reciben un golpe los combatientes de este bando: de la forma más barata que permiten las reglas de daño, o solo con el primer tipo, el más barato (fuera de combate antes que algo peor)</translation>
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
            <source>{template} ({kind})</source>
            <translation>{template} ({kind})</translation>
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
            <source>Mark a hit on someone's sheet: stress boxes, consequences, or taken out (Ctrl+H)</source>
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
            <source>{amount} {unit} for the target to absorb</source>
            <translation>{amount} {unit} para el objetivo</translation>
        </message>
        <message>
            <source>{amount} {unit} for {who} to absorb</source>
            <translation>{amount} {unit} para {who}</translation>
        </message>
        <message>
            <source>{amount} {unit} for them to absorb</source>
            <translation>{amount} {unit} para quien tiró</translation>
        </message>
        <message>
            <source>{hit}: Take a hit… (Ctrl+H)</source>
            <translation>{hit}: Recibir un golpe… (Ctrl+H)</translation>
        </message>
        <message>
            <source>{harm} {amount} {unit} to {who}</source>
            <translation>{harm} de {amount} {unit} a {who}</translation>
        </message>
        <message>
            <source>The hit was not marked: {error}</source>
            <translation>No se marcó el golpe: {error}</translation>
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
        <message numerus="yes">
            <source>Session restored: %n rolls, {seated} at the tables.</source>
            <translation>
                <numerusform>Sesión recuperada: %n tirada, {seated} en las mesas.</numerusform>
                <numerusform>Sesión recuperada: %n tiradas, {seated} en las mesas.</numerusform>
            </translation>
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
        <message numerus="yes">
            <source>%n at the table from the encounter, in turn order.</source>
            <translation>
                <numerusform>%n en la mesa desde el encuentro, en orden de turno.</numerusform>
                <numerusform>%n en la mesa desde el encuentro, en orden de turno.</numerusform>
            </translation>
        </message>
        <message>
            <source>table dice</source>
            <translation>dados de la mesa</translation>
        </message>
        <message numerus="yes">
            <source>%n invoked after the roll</source>
            <translation>
                <numerusform>%n invocación tras la tirada</numerusform>
                <numerusform>%n invocaciones tras la tirada</numerusform>
            </translation>
        </message>
        <message>
            <source>rolled again (type the new dice)</source>
            <translation>se vuelve a tirar (escribe los dados nuevos)</translation>
        </message>
        <message>
            <source>helper {number} {outcome}</source>
            <translation>ayudante {number}: {outcome}</translation>
        </message>
        <message>
            <source>helpers' own outcomes, theirs to apply: {outcomes}</source>
            <translation>resultados propios de los ayudantes, que les toca aplicar a ellos: {outcomes}</translation>
        </message>
        <message>
            <source>&lt;b&gt;{faces}&lt;/b&gt; → total {total}</source>
            <translation>&lt;b&gt;{faces}&lt;/b&gt; → total {total}</translation>
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
            <source>Select an opponent's line, then try its counts.</source>
            <translation>Selecciona la línea de un rival y prueba sus cantidades.</translation>
        </message>
        <message>
            <source>% party wins</source>
            <translation>% gana el grupo</translation>
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
            <source>Closest to {target:.0%}: {chosen} (the party wins {chance})</source>
            <translation>Lo más cerca del {target:.0%}: {chosen} (el grupo gana un {chance})</translation>
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
</TS>
