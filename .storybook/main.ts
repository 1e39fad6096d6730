import type { StorybookConfig } from '@storybook/react-vite'

// The origin a story's referral link and QR code show, whatever address serves the build: the
// pictures of the visual step and of the Docs pages' check (each served on its own port) stay
// the same, and a designer reads a real-looking link. Vite puts VITE_* of the environment into
// import.meta.env (packages/app/src/config.ts reads it).
process.env.VITE_APP_ORIGIN = 'https://app.trellis.example'

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    'msw-storybook-addon',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  // The MSW service worker lives with the app; stories share it.
  staticDirs: ['../packages/app/public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // A 'check' story checks a behaviour that its picture cannot show (motion held still, a link's
  // router, a journey that ends on another story's state): the story tests and the visual step
  // play it, it takes no picture (tests/visual/plan.ts) and a Docs page does not show it as a
  // state of the component. The sidebar's filter hides it until asked.
  tags: { check: { excludeFromDocsStories: true, defaultFilterSelection: 'exclude' } },
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    // Docgen reads only files of the tsconfig it is given, and the root one holds the stories, not
    // the components: without the ui package's own, every prop type was unknown and the Controls
    // panel guessed from the args alone (a union as free text, a prop left out of args missing).
    // Setting these options replaces Storybook's defaults, so those are repeated here.
    reactDocgenTypescriptOptions: {
      tsconfigPath: 'packages/ui/tsconfig.json',
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      propFilter: (prop) => (prop.parent ? !/node_modules/.test(prop.parent.fileName) : true),
    },
  },
}

export default config
