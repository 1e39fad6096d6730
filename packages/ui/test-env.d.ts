// Types the jest-dom matchers (toBeInTheDocument, …) that tests/setup/unit.ts installs for the unit project.
import '@testing-library/jest-dom/vitest'
