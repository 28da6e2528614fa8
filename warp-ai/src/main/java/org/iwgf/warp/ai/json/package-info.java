/** Strict JSON reading and writing shared by warp-ai's document codecs (TEI ratings, match records). */
package org.iwgf.warp.ai.json;
