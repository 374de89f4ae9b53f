import { useLocation } from 'react-router';
import { type Area, areaOfPath } from '../api/areas';

/** The area of the page on screen, from the first path segment. */
export function useArea(): Area {
  return areaOfPath(useLocation().pathname);
}
