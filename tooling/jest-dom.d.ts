// Brings Testing Library's DOM matchers into the type of `expect` from @jest/globals.
import '@testing-library/jest-dom/jest-globals';
