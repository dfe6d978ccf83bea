/** Quote, quote template and project phases with their lines (spec back-office §2). */
export const nlInvoiceDocuments = {
  downloadPdf: 'PDF downloaden',
  downloadUbl: 'UBL downloaden',
  printTime: 'Tijdregels afdrukken',
  sendTime: 'Tijdregels versturen',
  timeSent: 'Tijdregels verstuurd!',
  noAdministrativeEmails: 'Er zijn geen administratieve e-mails bekend',
  downloadFailed: 'Het bestand kon niet worden opgehaald.',
} as const;
