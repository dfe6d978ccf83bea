export const nlEditor = {
  label: 'Notitie',
  placeholder: 'Schrijf een notitie...',
  toolbar: 'Opmaak',
  bold: 'Vet (Ctrl+B)',
  italic: 'Cursief (Ctrl+I)',
  underline: 'Onderstrepen (Ctrl+U)',
  bulletedList: 'Opsomming',
  saveNote: 'Notitie opslaan',
  noteAdded: 'Notitie toegevoegd!',
} as const;
