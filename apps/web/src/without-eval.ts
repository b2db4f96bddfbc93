import { parseSchemasWithoutEval } from '@aurora-store/api';

// Imported first by main.tsx, so it runs before any module that builds a schema (see parseSchemasWithoutEval).
parseSchemasWithoutEval();
