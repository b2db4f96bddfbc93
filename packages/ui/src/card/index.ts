export { Card, CardBody, CardFooter, CardHeader, type CardProps, cardVariants } from './card';
