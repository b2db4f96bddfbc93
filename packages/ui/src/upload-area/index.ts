export { UploadArea, type UploadAreaProps } from './upload-area';
