// Shard 1 of the generated carts rendered by <shop-cart> (generated-carts-run.ts says what it checks).
import { generatedCartsShard } from './generated-carts-run.js';

generatedCartsShard(0, 2);
