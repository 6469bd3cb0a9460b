// Shard 2 of the model-based test of the change pipeline (change-pipeline-run.ts says what it checks).
import { changePipelineShard } from './change-pipeline-run.js';

changePipelineShard(1, 4);
