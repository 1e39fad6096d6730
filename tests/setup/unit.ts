// Shared set-up for the unit project. jest-dom matchers work in jsdom files and are harmless in Node.
import '@testing-library/jest-dom/vitest'
