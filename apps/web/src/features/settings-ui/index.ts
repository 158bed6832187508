export { CategoryDialog } from './CategoryDialog.tsx';
export { describedBy, Field } from './fields/Field.tsx';
export { NumberField } from './fields/NumberField.tsx';
export { SelectField } from './fields/SelectField.tsx';
export { TextField } from './fields/TextField.tsx';
export { SETTINGS_UI_TEXT } from './strings.ts';
export { ExportedDialog } from './transfer/ExportedDialog.tsx';
export { ImportDialog } from './transfer/ImportDialog.tsx';
