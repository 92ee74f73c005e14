import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { applyKnowledgeFolder } from './scripts/knowledge-pages';

// findBy* and waitFor wait up to 1 s by default; on a busy 2-core CI machine a lazily loaded
// dialog can take longer than that to settle, which is slowness, not a failure.
configure({ asyncUtilTimeout: 5000 });

// Components draw the knowledge menus from the knowledge files' front matter, as the renderers do.
applyKnowledgeFolder();

afterEach(() => cleanup());
