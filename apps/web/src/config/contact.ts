/** Contact facts shown in the footer and help pages (R-GAMES, R-SCREENS Footer, R-LIMITS). */
export const CONTACT = {
  email: "help@playonline.example",
  phone: "133 777",
  gamblingHelp: "1800 858 858",
  headOffice: "2 Delhi Street, West Perth WA 6005",
  social: [
    { name: "Facebook", href: "https://www.facebook.com/" },
    { name: "Instagram", href: "https://www.instagram.com/" },
    { name: "YouTube", href: "https://www.youtube.com/" },
  ],
} as const;
