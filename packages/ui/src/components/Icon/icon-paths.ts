// Stroke paths on a 24×24 grid, drawn with currentColor so icons take the text colour around them.

/** Every icon the member app uses. */
export const iconPaths = {
  deposit: ['M12 3v12', 'M7 10l5 5 5-5', 'M4 17v3h16v-3'],
  withdraw: ['M12 15V3', 'M7 8l5-5 5 5', 'M4 17v3h16v-3'],
  invest: ['M3 17l6-6 4 4 8-8', 'M15 7h6v6'],
  copy: ['M9 9h11v11H9z', 'M5 15H4V4h11v1'],
  share: [
    'M18 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
    'M6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
    'M18 22a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
    'M8.6 13.5l6.8 4',
    'M15.4 6.5l-6.8 4',
  ],
  home: ['M3 11l9-8 9 8', 'M5 10v10h5v-6h4v6h5V10'],
  team: [
    'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
    'M2 21v-1a6 6 0 0 1 12 0v1',
    'M16 3.5a4 4 0 0 1 0 7',
    'M18 14a6 6 0 0 1 4 6v1',
  ],
  wallet: ['M3 7h16a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H3z', 'M3 7V5a2 2 0 0 1 2-2h11v4', 'M16 13h2'],
  earning: ['M12 2v20', 'M17 6H9.5a3.5 3.5 0 0 0 0 7h5a3.5 3.5 0 0 1 0 7H6'],
  profile: ['M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10z', 'M3 22a9 9 0 0 1 18 0'],
  menu: ['M3 6h18', 'M3 12h18', 'M3 18h18'],
  close: ['M6 6l12 12', 'M18 6L6 18'],
  chevron: ['M9 6l6 6-6 6'],
  back: ['M20 12H4', 'M10 6l-6 6 6 6'],
  support: [
    'M3 14v-2a9 9 0 0 1 18 0v2',
    'M3 14h3v6H5a2 2 0 0 1-2-2z',
    'M21 14h-3v6h1a2 2 0 0 0 2-2z',
  ],
  community: ['M21 12a8 8 0 0 1-11.6 7.1L3 21l1.9-6.4A8 8 0 1 1 21 12z'],
  check: ['M5 12l5 5 9-10'],
  bell: ['M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9', 'M10.3 21a1.94 1.94 0 0 0 3.4 0'],
  logout: ['M15 4h4a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1h-4', 'M10 17l5-5-5-5', 'M15 12H3'],
  pause: ['M8 5v14', 'M16 5v14'],
  play: ['M7 4l13 8-13 8z'],
  // A circled "!": what failed to load (ErrorPanel), beside its words, never alone.
  alert: ['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z', 'M12 8v5', 'M12 16.5v.01'],
} as const

export type IconName = keyof typeof iconPaths

/** The icon names, in a stable order (for stories and pickers). */
export const iconNames = Object.keys(iconPaths) as IconName[]
