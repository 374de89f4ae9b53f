// A rule's on/off switch: the list kit's.
export { EnabledSwitch } from '../../../../../kit/lists/EnabledSwitch';
