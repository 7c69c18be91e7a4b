import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router';
import { appContext } from '../app/context';
import type { AppDeps } from './deps';

export type PageHandler = (request: Request) => Promise<Response>;

/** The React Router SSR handler; loaders receive the app's deps through appContext. */
export function createPageHandler(build: ServerBuild | (() => Promise<ServerBuild>), deps: AppDeps, mode: string): PageHandler {
  const handle = createRequestHandler(build, mode);
  return (request) => {
    const context = new RouterContextProvider();
    context.set(appContext, deps);
    return handle(request, context);
  };
}
