// One part of a security tab: the list kit's section.
export { Section } from '../../../../../kit/lists/parts';
