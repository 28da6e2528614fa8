/** The Official Warp rules preset (Section VI): the recommended configuration in one call. */
package org.iwgf.warp.modules.official;
