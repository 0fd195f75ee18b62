import { createContext, useContext } from 'react';

/**
 * False while the answers on screen were fetched for another viewer and the signed-in learner's own
 * are on their way: a server-rendered page hydrates with the visitor's answers (decision 019), so a
 * favourite shown as not saved may be saved. Controls that act on that state wait for it.
 */
export const PersonalDataReadyContext = createContext(true);

export const usePersonalDataReady = () => useContext(PersonalDataReadyContext);
