// Credentials held between the two sign-in steps. Kept in memory only, never in the URL or storage:
// after a reload VerifyAccount has nothing to go on and returns to the sign-in form.
import type { Area } from '../../api/areas';
import type { Login2FAType } from '../../api/generated/model';

export interface HeldLogin {
  area: Area;
  account: string;
  password: string;
  onePassKey: string;
  login2FAType: Login2FAType;
}

let held: HeldLogin | null = null;
export const holdLogin = (value: HeldLogin) => {
  held = value;
};
export const heldLogin = (area: Area) => (held?.area === area ? held : null);
export const releaseLogin = () => {
  held = null;
};
