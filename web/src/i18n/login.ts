// The login screen's texts (the app's texts in nl/ build on them): on their own, so the first download carries only these.
export const loginNl = {
  app: {
    name: 'Balie',
    loading: 'Laden...',
  },
  errors: {
    forbidden: 'Je hebt geen rechten om deze actie uit te voeren.',
    otherSession: 'Deze behandelaar is ergens anders ingelogd.',
    generic: 'Er is iets mis gegaan.',
    unreachable: 'De server is niet bereikbaar. Controleer je verbinding en probeer het opnieuw.',
    retry: 'Opnieuw proberen',
    toOverview: 'Naar het overzicht',
  },
  login: {
    title: 'Inloggen',
    email: 'E-mailadres',
    password: 'Wachtwoord',
    showPassword: 'Laat zien',
    hidePassword: 'Verberg',
    submit: 'Inloggen',
  },
  credentials: {
    forgotPassword: 'Wachtwoord vergeten?',
  },
  portal: {
    loginTitle: 'Inloggen op het klantportaal',
  },
  security: {
    loginCode: 'Code uit je authenticator-app',
    loginCodeHelp: 'Geen telefoon bij de hand? Vul een van je herstelcodes in.',
    loginBack: 'Terug',
  },
  msgraph: {
    signIn: 'Inloggen met Microsoft',
  },
};
