import { createContext, useContext } from 'react';
import { apiCalls, type RuntimeConfig } from '@academy/shared';
import { callApi } from './api-client';

/** Read from the server at start, so one build serves every environment. */
export function fetchRuntimeConfig() {
  return callApi(apiCalls.platform.config, { skipNotFoundRedirect: true, silent: true });
}

export const RuntimeConfigContext = createContext<RuntimeConfig | null>(null);

export function useRuntimeConfig(): RuntimeConfig {
  const config = useContext(RuntimeConfigContext);
  if (!config) throw new Error('Runtime configuration is not loaded');
  return config;
}
