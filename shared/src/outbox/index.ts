// The outbox's screen parts: the card of changes kept on this device and the choice between two versions of a
// record. A facade of its own, above the query layer whose queue they show.
export { PendingChanges } from './PendingChanges';
export { VersionChoice } from './VersionChoiceLoader';
export { VersionLines } from './VersionLines';
