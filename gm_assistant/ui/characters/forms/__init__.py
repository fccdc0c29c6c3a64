"""The sheet form: a field-kind -> editor widget registry and the form built from a template."""
