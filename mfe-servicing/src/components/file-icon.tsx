// A document's format at a glance. Decorative: the file's name beside it says the same.
import File from 'lucide-react/icons/file';
import FileImage from 'lucide-react/icons/file-image';
import FileText from 'lucide-react/icons/file-text';
import FileType from 'lucide-react/icons/file-type';
import type { FileKind } from '../lib/documents';

const ICONS = { pdf: FileText, image: FileImage, text: FileType, other: File } as const;

export function FileIcon({ kind }: { kind: FileKind }) {
  const Icon = ICONS[kind];
  return <Icon aria-hidden="true" size={20} className="servicing-file-icon" />;
}
