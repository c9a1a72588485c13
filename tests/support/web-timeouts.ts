// The web suite's waits (decision 054): `npm test` runs it beside the emulator and browser suites on 2 cores, where a
// render that takes 50 ms alone can take seconds. Testing Library's 1 s for a findBy and vitest's 5 s for a test
// failed correct code there; these bounds only say how long a test waits before it fails, never what it checks.
import { configure } from '@testing-library/dom';

configure({ asyncUtilTimeout: 10_000 });
