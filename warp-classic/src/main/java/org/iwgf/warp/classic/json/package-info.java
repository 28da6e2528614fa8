/** JSON for classic dominoes: {@link org.iwgf.warp.classic.json.ClassicJson}. */
package org.iwgf.warp.classic.json;
