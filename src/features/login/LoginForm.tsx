import { useNavigate } from 'react-router';
import { useArea } from '../../services/use-area';
import { LoginCard } from './LoginCard';
import { useFinishSignIn } from './use-sign-in';

/** The login route's screen, when the console's code is already loaded (a sign-out, a session that ended). */
export function Component() {
  const area = useArea();
  const navigate = useNavigate();
  const finish = useFinishSignIn(area);
  return <LoginCard area={area} go={(path) => void navigate(path)} finish={finish} />;
}
