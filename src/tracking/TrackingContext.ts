import { createContext, useContext } from 'react';
import { NO_TRACKING, type CartTracking } from './tracking-loader.js';

/** The tracking of the element a component renders in. */
export const TrackingContext = createContext<CartTracking>(NO_TRACKING);

export const useTracking = (): CartTracking => useContext(TrackingContext);
