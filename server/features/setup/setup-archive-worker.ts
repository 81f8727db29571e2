// The setup file's reader as it runs in a worker thread (server/files/file-readers.ts): it checks
// the archive and unpacks the files the setup names into the folder it is given.
import { fileReaderTask } from '../../files/file-reader-task.js';
import { readSetupArchive, type SetupArchiveInput } from './setup-archive.js';

export default fileReaderTask((input: SetupArchiveInput) => readSetupArchive(input));
