import type { Core, ModuleHooks } from '../module.ts';
import { registerMemeWordsRoutes } from './routes.ts';
import { MemeWordsService } from './service.ts';

/** Each trader's meme words, highlighted on cards and told to the trader's windows as they change. */
export function createMemeWordsModule(core: Core) {
  const memeWords = new MemeWordsService(core.db);
  const hooks: ModuleHooks = {
    registerRoutes: (http) => registerMemeWordsRoutes(http, { memeWords, io: core.io }),
  };
  return { hooks };
}
export { memeWordsOf } from './words-of.ts';
